/**
 * What popup.html's classic script does while the page is parsed (entrypoints/popup-copy.ts): it paints the copy
 * of what the popup last showed, if any, then asks for the page's module entry, whose address the build put on
 * the script (`data-entry`, wxt.config.ts). Asked for only then, the entry and its chunks do not compete with that
 * script's own response and the copy's frame; a first opening, with no copy, asks for it at once, and starts
 * reading the starred list itself (rows-ahead.ts) so that the app's first render need not wait for the database.
 */
import { applyLanguage, uiLanguage } from '../../i18n/index';
import { rowsAheadIn } from '../shared/rows-ahead-handoff';
import { paintShell } from './popup-shell';
import { readRowsAhead } from './rows-ahead';

/** Asks for these chunks (a list the build put on the copy's script) now, in their order, after what is asked already. */
function preload(document: Document, chunks: string | undefined): void {
  // After the entry: the browser serves an extension page's requests in the order they were made.
  for (const chunk of chunks?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = chunk;
    document.head.append(link);
  }
}

/**
 * Appends the module entry named on the page's classic script, if the build named one. With no copy painted, the
 * app renders from that entry's chunks at once: the chunks the build listed beside it (`data-preload`: the app's)
 * are asked for with it, not one level of imports after another; the database code's (`data-preload-db`) only if
 * the starred list could not be read ahead, as the app's first render then waits for them.
 */
function askForEntry(document: Document, painted: boolean): void {
  const named = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset;
  const entry = named?.entry;
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.body.append(script);
  if (painted) return;
  preload(document, named.preload);
  void rowsAheadIn()?.read.then((starred) => {
    if (!starred) preload(document, named.preloadDb);
  });
}

export function firstFrame(document: Document): void {
  let painted = false;
  try {
    applyLanguage(document.documentElement, uiLanguage());
    const app = document.getElementById('app');
    painted = app ? paintShell(app) : false;
  } finally {
    if (!painted) readRowsAhead();
    askForEntry(document, painted);
  }
}
