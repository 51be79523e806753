/**
 * Text as a person sees it. `textContent` also returns inline `<style>`/`<script>`, copies hidden for screen
 * readers or for layout (LinkedIn doubles each card title in a visually hidden span; Indeed hides a
 * " - job post" suffix), so a company could come out as 2,000 characters of CSS. This walks the element and
 * keeps only what is rendered; no layout is read (a content script runs it over hundreds of cards).
 */
import { JOB_REF_LIMITS } from '../api/job-ref-limits';

/** By `localName`: lower case for HTML elements, as written for SVG's (its `<style>` included). */
const UNRENDERED = new Set(['style', 'script', 'noscript', 'template', 'svg', 'iframe', 'object']);
/** Class names sites and CSS frameworks give copies meant for screen readers only. */
const SCREEN_READER_ONLY =
  /(?:^|\s)(?:visually-hidden|visuallyhidden|sr-only|screen-reader-text|screenreader-only|a11y-text|a11y-hidden|offscreen|hidden-nested-link-text)(?:\s|$)/i;
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;
/** Elements that break a line: their text is kept apart from their neighbours'. */
const BLOCK =
  /^(?:ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|BR|DD|DIV|DL|DT|FIGCAPTION|FOOTER|FORM|H[1-6]|HEADER|HR|LI|MAIN|NAV|OL|P|PRE|SECTION|TABLE|TD|TH|TR|UL)$/i;

/**
 * Not rendered, or meant for screen readers only. `aria-hidden` copies are skipped too when `skipAria`: a
 * site may show a title twice (one copy `aria-hidden`, one for screen readers); where the `aria-hidden`
 * copy is the only visible one (LinkedIn's card titles), `visibleText` reads it on a second pass.
 */
function isHidden(element: Element, skipAria = false): boolean {
  if (UNRENDERED.has(element.localName)) return true;
  if (element.hasAttribute('hidden') || (skipAria && element.getAttribute('aria-hidden') === 'true')) return true;
  if (SCREEN_READER_ONLY.test(element.getAttribute('class') ?? '')) return true;
  return HIDDEN_STYLE.test(element.getAttribute('style') ?? '');
}

/**
 * Whether the element or one of its ancestors is hidden (a hidden copy of a title is no title). With `below`,
 * the walk stops under that ancestor: a card's fields ask only up to the card, whose own side is asked once.
 */
export function isHiddenFromView(element: Element, below?: Element | null): boolean {
  for (let node: Element | null = element; node && node !== below; node = node.parentElement) {
    if (isHidden(node)) return true;
  }
  return false;
}

function collect(node: Node, parts: string[], skipAria: boolean): void {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) parts.push(child.nodeValue ?? '');
    else if (child.nodeType === 1) {
      const element = child as Element;
      if (isHidden(element, skipAria)) continue;
      const block = BLOCK.test(element.tagName);
      if (block) parts.push(' ');
      collect(element, parts, skipAria);
      if (block) parts.push(' ');
    }
  }
}

export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The element's rendered text, whitespace collapsed; '' when it or its content is hidden. */
export function visibleText(element: Element): string {
  if (isHidden(element)) return '';
  // A leaf (most fields of a list card): no child of it can be hidden, so its text is all of it.
  if (element.childElementCount === 0) return collapse(element.textContent ?? '');
  for (const skipAria of [true, false]) {
    const parts: string[] = [];
    collect(element, parts, skipAria);
    const text = collapse(parts.join(''));
    if (text) return text;
  }
  return '';
}

/** Cut to `max` characters (an ellipsis marks the cut): a long field is shortened, never refused. */
export function cap(text: string | undefined, max: number): string | undefined {
  if (!text) return undefined;
  const clean = collapse(text);
  if (!clean) return undefined;
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

type CappedField = keyof typeof JOB_REF_LIMITS;
export const capField = (field: CappedField, text: string | undefined) => cap(text, JOB_REF_LIMITS[field]);

function collectLines(node: Node, lines: string[]): void {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) lines[lines.length - 1] += child.nodeValue ?? '';
    else if (child.nodeType === 1 && !isHidden(child as Element)) {
      const block = BLOCK.test((child as Element).tagName);
      if (block) lines.push('');
      collectLines(child, lines);
      if (block) lines.push('');
    }
  }
}

/** The element's visible text as a person reads it, one entry per block (repeats of a line dropped). */
function visibleLines(element: Element): string[] {
  const lines = [''];
  collectLines(element, lines);
  const kept: string[] = [];
  for (const line of lines.map(collapse)) if (line && line !== kept[kept.length - 1]) kept.push(line);
  return kept;
}

/** Visible-text heuristic for cards without stable markup: the lines a card shows after its title. */
export function linesAfter(element: Element, title: string): string[] {
  const lines = visibleLines(element);
  const at = lines.findIndex((line) => line === title || line.startsWith(title));
  return at < 0 ? [] : lines.slice(at + 1).filter((line) => line !== title);
}
