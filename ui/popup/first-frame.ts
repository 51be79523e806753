/**
 * What popup.html's classic script does while the page is parsed (entrypoints/popup-copy.ts): it paints the copy
 * of what the popup last showed, if any, then asks for the page's module entry, whose address the build put on
 * the script (`data-entry`, wxt.config.ts). Asked for only then, the entry and its chunks do not compete with that
 * script's own response and the copy's frame; a first opening, with no copy, asks for it at once.
 */
import { applyLanguage, uiLanguage } from '../../i18n/index';
import { paintShell } from './popup-shell';

/** Appends the module entry named on the page's classic script, if the build named one. */
function askForEntry(document: Document): void {
  const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.body.append(script);
}

export function firstFrame(document: Document): void {
  try {
    applyLanguage(document.documentElement, uiLanguage());
    const app = document.getElementById('app');
    if (app) paintShell(app);
  } finally {
    askForEntry(document);
  }
}
