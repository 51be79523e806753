/**
 * The popup's first frame: a classic script that popup.html runs while it is parsed, right after `#app`, so the
 * copy of what the popup last showed (ui/popup/popup-shell.ts) is painted before the page's module entry and
 * its chunks have loaded, each a request of its own. WXT builds it as one self-contained file.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { applyLanguage, uiLanguage } from '../i18n/index';
import { paintShell } from '../ui/popup/popup-shell';

export default defineUnlistedScript(() => {
  applyLanguage(document.documentElement, uiLanguage());
  const app = document.getElementById('app');
  if (app) paintShell(app);
});
