import SITES from 'virtual:sites/linkedin';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { createNearby } from '../content/nearby';
import { startContentScript } from '../content/start';
import { matchesOf } from '../sites/families';

export default defineContentScript({
  matches: matchesOf(SITES),
  main: (ctx) => startContentScript(ctx, SITES, createNearby),
});
