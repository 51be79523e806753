/** Small readers shared by the adapters: page strings come out as visible, trimmed text, never as markup. */
import { isHiddenFromView, visibleText } from './text';

/** The first element matching `selector` that a person can see and that shows some text. */
export function visibleMatch(root: ParentNode, selector: string): Element | undefined {
  for (const element of root.querySelectorAll(selector)) {
    if (visibleText(element) && !isHiddenFromView(element)) return element;
  }
  return undefined;
}

/** The visible text of the first visible match (hidden copies and inline styles left out). */
export function textOf(root: ParentNode, selector: string): string | undefined {
  const element = visibleMatch(root, selector);
  return element ? visibleText(element) : undefined;
}

/** The JSON object assigned in an inline script, e.g. `POSITION_DATA = {...};` (embedded app state). */
export function assignedJson(document: Document, variable: string): Record<string, unknown> | undefined {
  const marker = `${variable} = `;
  for (const script of document.querySelectorAll('script:not([src])')) {
    const source = script.textContent ?? '';
    const start = source.indexOf(marker);
    if (start < 0) continue;
    const value = jsonAt(source, start + marker.length);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  }
  return undefined;
}

/** Parses the balanced JSON object starting at `from`, respecting strings; undefined when it is not JSON. */
function jsonAt(source: string, from: number): unknown {
  if (source[from] !== '{') return undefined;
  let depth = 0;
  let inString = false;
  for (let index = from; index < source.length; index++) {
    const char = source[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      try {
        return JSON.parse(source.slice(from, index + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export const stringField = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.replace(/\s+/g, ' ').trim() : undefined;

/** The page's address without tracking noise, for the `url` a star keeps. */
export const pageUrl = (url: URL): string => `${url.origin}${url.pathname}`;

/** The first visible match that is not inside `outside` (a page's own job, not one of its list's cards). */
export function visibleOutside(root: ParentNode, selector: string, outside: string): Element | undefined {
  for (const element of root.querySelectorAll(selector)) {
    if (!element.closest(outside) && visibleText(element) && !isHiddenFromView(element)) return element;
  }
  return undefined;
}

/** "Location: Haifa" / "מיקום המשרה: חיפה": the value without its short label. */
export function withoutLabel(text: string | undefined): string | undefined {
  const match = text ? /^[^:]{1,25}:\s*(.+)$/.exec(text) : null;
  return match ? match[1] : text;
}

/** A URL query parameter that is all digits, from `href` resolved against `base`; null otherwise. */
export function digitsParam(href: string | URL, name: string, base?: string): string | null {
  try {
    const value = new URL(href, base).searchParams.get(name);
    return value && /^\d{1,20}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** An employer logo's alt text without its " logo" suffix: ATS pages show the company this way. */
export function logoName(root: ParentNode, selector: string): string | undefined {
  const alt = root
    .querySelector(selector)
    ?.getAttribute('alt')
    ?.replace(/\s+logo$/i, '')
    .trim();
  return alt && !/^logo$/i.test(alt) ? alt : undefined;
}
