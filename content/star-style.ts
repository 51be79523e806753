/**
 * The star's closed shadow root and its style: one constructed stylesheet shared by every star of a document (a
 * list page has hundreds), or a `<style>` per root where the browser does not take a shared sheet.
 */
import css from './star-button.css?inline';

/** The shared sheet per document; null where constructed sheets cannot be adopted (then a `<style>` per root). */
const sheets = new WeakMap<Document, CSSStyleSheet | null>();
/** Sheets seen to be adopted for real. */
const adopted = new WeakSet<CSSStyleSheet>();

function sharedSheet(document: Document): CSSStyleSheet | null {
  if (sheets.has(document)) return sheets.get(document) ?? null;
  let sheet: CSSStyleSheet | null = null;
  try {
    const Sheet = document.defaultView?.CSSStyleSheet ?? globalThis.CSSStyleSheet;
    if (typeof Sheet === 'function' && 'replaceSync' in Sheet.prototype) {
      sheet = new Sheet();
      sheet.replaceSync(css);
    }
  } catch {
    sheet = null;
  }
  sheets.set(document, sheet);
  return sheet;
}

/** Styles one root: the shared sheet when the browser takes it, else a `<style>` of its own. */
function style(document: Document, root: ShadowRoot): void {
  const sheet = sharedSheet(document);
  if (sheet) {
    try {
      root.adoptedStyleSheets = [sheet];
      if (adopted.has(sheet)) return;
      // Checked once: a browser that takes the assignment but drops the sheet gets the fallback.
      if (root.adoptedStyleSheets.length === 1) {
        adopted.add(sheet);
        return;
      }
    } catch {
      // e.g. a sheet of the content script's world refused by the page's document: fall back below.
    }
    sheets.set(document, null);
  }
  const element = document.createElement('style');
  element.textContent = css;
  root.append(element);
}

/** The host's closed shadow root, styled. */
export function styledRoot(document: Document, element: HTMLElement): ShadowRoot {
  const root = element.attachShadow({ mode: 'closed' });
  style(document, root);
  return root;
}
