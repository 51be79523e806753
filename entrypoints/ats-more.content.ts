import SITES from 'virtual:sites/ats-more';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContentScript } from '../content/start';
import { matchesOf } from '../sites/families';

export default defineContentScript({
  matches: matchesOf(SITES),
  main: (ctx) => startContentScript(ctx, SITES),
});
