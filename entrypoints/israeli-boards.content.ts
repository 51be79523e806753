import { defineContentScript } from 'wxt/utils/define-content-script';
import { createNearby } from '../content/nearby';
import { startContentScript } from '../content/start';
import { ISRAELI_BOARDS, matchesOf } from '../sites/families';

export default defineContentScript({
  matches: matchesOf(ISRAELI_BOARDS),
  main: (ctx) => startContentScript(ctx, ISRAELI_BOARDS, createNearby),
});
