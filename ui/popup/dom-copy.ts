/**
 * A copy of a DOM subtree as plain data (JSON-friendly), and the DOM built back from it with
 * `createElement`, `setAttribute` and text nodes: the popup's kept first frame (popup-shell.ts) is never
 * parsed as HTML (DESIGN §6), so a job's words read from a web page can only ever come back as text.
 */

/** A text node, or an element: its tag, its attributes, its children, and whether it is SVG. */
export type Copied = string | [tag: string, attributes: Record<string, string>, children: Copied[], svg?: 1];

const SVG = 'http://www.w3.org/2000/svg';

/**
 * What a form control shows that Preact sets as a property, not an attribute (a select's chosen option, a field's
 * value, a box's tick), written as the attribute that shows it when built back.
 */
function stateOf(element: Element): Record<string, string> {
  if (element instanceof HTMLOptionElement) return element.selected ? { selected: '' } : {};
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox' || element.type === 'radio') return element.checked ? { checked: '' } : {};
    return { value: element.value };
  }
  return {};
}

/** What a copy leaves out, and what it adds to an element's attributes. */
export interface CopyRules {
  skip?: (element: Element) => boolean;
  extra?: (element: Element) => Record<string, string> | undefined;
}

/** The element's children (elements and text; comments dropped), as the rules say. */
export function copyChildren(parent: Element, rules: CopyRules = {}): Copied[] {
  const copied: Copied[] = [];
  for (const node of parent.childNodes) {
    if (node.nodeType === 3) copied.push(node.textContent ?? '');
    else if (node.nodeType === 1) {
      const element = node as Element;
      if (rules.skip?.(element)) continue;
      const attributes: Record<string, string> = {};
      for (const attribute of element.attributes) attributes[attribute.name] = attribute.value;
      Object.assign(attributes, stateOf(element), rules.extra?.(element));
      const children = copyChildren(element, rules);
      copied.push(
        element.namespaceURI === SVG
          ? [element.localName, attributes, children, 1]
          : [element.localName, attributes, children],
      );
    }
  }
  return copied;
}

/**
 * The nodes the copy describes. Handler attributes (`on…`) are refused: Preact never writes them (its handlers
 * are listeners), so one could only come from a tampered copy, and the page's CSP would refuse it anyway.
 */
export function buildCopy(document: Document, copied: readonly Copied[]): Node[] {
  return copied.map((item) => {
    if (typeof item === 'string') return document.createTextNode(item);
    const [tag, attributes, children, svg] = item;
    const element = svg ? document.createElementNS(SVG, tag) : document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (!/^on/i.test(name)) element.setAttribute(name, value);
    }
    element.append(...buildCopy(document, children));
    return element;
  });
}
