import SITES from 'virtual:sites/ats-framed';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContentScript } from '../content/start';
import { matchesOf } from '../sites/families';

/** Sites whose job sits in a frame of its own page, on the site's own host (iCIMS): the script runs in frames too. */
export default defineContentScript({
  matches: matchesOf(SITES),
  allFrames: true,
  main: (ctx) => startContentScript(ctx, SITES),
});
