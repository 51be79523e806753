/**
 * What one animation frame of DOM changes did to a list page, from the MutationObserver's records, so that a
 * list growing by 100 cards is read 100 cards deep and not 600: the cards already known that something
 * happened inside (read again: a site recycles a card by re-rendering it), the known cards taken out (their
 * buttons go, unless they are back by then: a move), and the elements added outside every known card (new
 * cards, read from there). Whatever cannot be pinned to cards (an element or a text taken out or put in
 * outside them, e.g. the open job's pane) asks for the whole page to be read, as every change once did.
 */

import { HOST_TAG } from './star-host';

export interface Growth {
  /** Read the whole page: the changes are not all about cards. */
  whole: boolean;
  /** Known cards something was added to or removed from. */
  changed: Set<Element>;
  /** Known cards taken out of the page. */
  removed: Set<Element>;
  /** Elements added outside every known card. */
  added: Set<Element>;
}

export const noGrowth = (): Growth => ({ whole: false, changed: new Set(), removed: new Set(), added: new Set() });

/**
 * Whether a node added or removed is news: not one of our buttons, and not layout whitespace or a comment (a
 * framework's marker), which change no card and no job's text. Asked of every node of every record: plain.
 */
const isNews = (node: Node) =>
  node.nodeType === 1
    ? (node as Element).localName !== HOST_TAG
    : node.nodeType === 3 && (node.nodeValue ?? '').trim() !== '';

function hasNews(nodes: NodeList): boolean {
  for (let index = 0; index < nodes.length; index++) if (isNews(nodes[index]!)) return true;
  return false;
}

/** The known card `node` is in (or is), walking up from it. */
function cardAround(node: Node | null, isCard: (element: Element) => boolean): Element | null {
  const start = node?.nodeType === 1 ? (node as Element) : (node?.parentElement ?? null);
  for (let element = start; element; element = element.parentElement) {
    if (isCard(element)) return element;
  }
  return null;
}

/**
 * Adds the records' changes to `growth`; false when they were all our own buttons coming and going (no news).
 * Cheap per record: our buttons are skipped without a walk, a walk up stops at the first known card, and
 * records with the target of the one before share its walk (a list growing by 100 cards is 100 records on
 * one list element).
 */
export function noteGrowth(growth: Growth, records: MutationRecord[], isCard: (element: Element) => boolean): boolean {
  let news = false;
  let target: Node | null = null;
  let card: Element | null = null;
  for (const record of records) {
    const { addedNodes: added, removedNodes: removed } = record;
    if (!hasNews(added) && !hasNews(removed)) continue;
    news = true;
    if (growth.whole) continue;
    if (record.target !== target) {
      target = record.target;
      card = cardAround(target, isCard);
    }
    if (card) {
      growth.changed.add(card);
      continue;
    }
    for (let index = 0; index < removed.length; index++) {
      const node = removed[index]!;
      if (!isNews(node)) continue;
      if (node.nodeType === 1 && isCard(node as Element)) growth.removed.add(node as Element);
      else growth.whole = true;
    }
    for (let index = 0; index < added.length; index++) {
      const node = added[index]!;
      if (!isNews(node)) continue;
      if (node.nodeType === 1) growth.added.add(node as Element);
      else growth.whole = true;
    }
  }
  return news;
}
