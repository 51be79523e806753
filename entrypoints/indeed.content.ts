import { defineContentScript } from 'wxt/utils/define-content-script';
import { createNearby } from '../content/nearby';
import { startContentScript } from '../content/start';
import { INDEED, matchesOf } from '../sites/families';

export default defineContentScript({
  matches: matchesOf(INDEED),
  main: (ctx) => startContentScript(ctx, INDEED, createNearby),
});
