import { defineContentScript } from 'wxt/utils/define-content-script';
import { SITE_MATCHES } from '../sites/matches';

export default defineContentScript({
  matches: [...SITE_MATCHES],
  main() {},
});
