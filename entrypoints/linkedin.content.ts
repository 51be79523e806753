import { defineContentScript } from 'wxt/utils/define-content-script';
import { createNearby } from '../content/nearby';
import { startContentScript } from '../content/start';
import { LINKEDIN, matchesOf } from '../sites/families';

export default defineContentScript({
  matches: matchesOf(LINKEDIN),
  main: (ctx) => startContentScript(ctx, LINKEDIN, createNearby),
});
