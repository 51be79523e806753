import { defineContentScript } from 'wxt/utils/define-content-script';
import { createNearby } from '../content/nearby';
import { startContentScript } from '../content/start';
import { GLASSDOOR_WELLFOUND, matchesOf } from '../sites/families';

export default defineContentScript({
  matches: matchesOf(GLASSDOOR_WELLFOUND),
  main: (ctx) => startContentScript(ctx, GLASSDOOR_WELLFOUND, createNearby),
});
