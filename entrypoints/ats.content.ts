import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContentScript } from '../content/start';
import { ATS_BOARDS, matchesOf } from '../sites/families';

export default defineContentScript({
  matches: matchesOf(ATS_BOARDS),
  main: (ctx) => startContentScript(ctx, ATS_BOARDS),
});
