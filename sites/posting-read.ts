/**
 * Reads the job's description from its page, as a person reads it (issue 32): the element the site's adapter
 * names (`selector`, a site file's `description` export), else the JSON-LD JobPosting's `description`. What comes
 * back is a tree of safe formatting only (model/posting.ts says which, and the background parses it again):
 * scripts, styles, images, frames, forms and event attributes never leave the page, a link only if it is https,
 * and the text stops at `maxChars` — never refused.
 *
 * Self-contained on purpose: the background runs this very function in the tab after a star, through
 * `scripting.executeScript({ func, args })`, which serialises its source (so no content script carries it). It may
 * use nothing from outside its own body (types only). JSON-LD's HTML is parsed in an inert document: nothing in
 * it runs or loads.
 */
export interface ReadPostingNode {
  tag: string;
  href?: string;
  children: (ReadPostingNode | string)[];
}

export interface ReadPosting {
  nodes: (ReadPostingNode | string)[];
  cut: boolean;
}

export function readPosting(selector: string | null, maxChars: number, root?: Document): ReadPosting | null {
  const doc = root ?? document;
  type Out = ReadPostingNode | string;
  const DROP = new Set(
    'script style template noscript svg math img picture video audio source track iframe frame object embed canvas form input button select textarea head link meta title dialog'.split(
      ' ',
    ),
  );
  const TAGS: Record<string, string> = { p: 'p', ul: 'ul', ol: 'ol', li: 'li', b: 'b', strong: 'b', i: 'i', em: 'i' };
  for (const h of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) TAGS[h] = 'h';
  const BLOCKS = new Set(
    'div section article header footer main aside blockquote dd dt tr table tbody figure'.split(' '),
  );
  let left = maxChars;
  let cut = false;

  const walk = (node: Node, depth: number): Out[] => {
    const out: Out[] = [];
    for (const child of Array.from(node.childNodes)) {
      if (left <= 0) {
        cut = true;
        break;
      }
      if (child.nodeType === 3) {
        const text = (child.textContent ?? '').replace(/\s+/g, ' ');
        if (!text) continue;
        if (text.length > left) cut = true;
        const kept = text.slice(0, left);
        left -= kept.length;
        out.push(kept);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      const name = element.localName.toLowerCase();
      if (DROP.has(name) || element.getAttribute('hidden') !== null || element.getAttribute('aria-hidden') === 'true')
        continue;
      if (name === 'br') {
        out.push({ tag: 'br', children: [] });
        continue;
      }
      const children = walk(element, depth + 1);
      if (name === 'a') {
        let href: string | undefined;
        try {
          const url = new URL(element.getAttribute('href') ?? '', doc.baseURI);
          if (url.protocol === 'https:' && !url.username && !url.password) href = url.href;
        } catch {
          // Not an address: the link's words stay, as words.
        }
        if (href) out.push({ tag: 'a', href, children });
        else out.push(...children);
        continue;
      }
      // A generic box (a div, a section) is a paragraph when it holds only words; one holding blocks is only
      // their frame, so its blocks stand for themselves (no paragraph wraps a heading or a list).
      const tag =
        TAGS[name] ??
        (BLOCKS.has(name) &&
        children.every((c) => typeof c === 'string' || !['p', 'h', 'ul', 'ol', 'li'].includes(c.tag))
          ? 'p'
          : undefined);
      if (tag && depth <= 10) out.push({ tag, children });
      else out.push(...children);
    }
    return out;
  };

  const fromHtml = (html: string): Document => {
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    // Some sites escape the HTML twice (`&lt;p&gt;`): its text is then the markup.
    const text = parsed.body.textContent ?? '';
    return parsed.body.children.length === 0 && /<\/?[a-z][^>]*>/i.test(text)
      ? new DOMParser().parseFromString(text, 'text/html')
      : parsed;
  };

  const jsonLdDescription = (): string | undefined => {
    const isPosting = (item: Record<string, unknown>) =>
      [item['@type']].flat().some((type) => typeof type === 'string' && /JobPosting$/i.test(type));
    const find = (value: unknown): string | undefined => {
      if (Array.isArray(value)) {
        for (const item of value) {
          const found = find(item);
          if (found) return found;
        }
        return undefined;
      }
      if (!value || typeof value !== 'object') return undefined;
      const item = value as Record<string, unknown>;
      if (isPosting(item) && typeof item.description === 'string') return item.description;
      return find(item['@graph']);
    };
    for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
      try {
        const found = find(JSON.parse(script.textContent ?? ''));
        if (found) return found;
      } catch {
        // A block that is not JSON: the next may be.
      }
    }
    return undefined;
  };

  let source: Node | null = null;
  if (selector) {
    try {
      source = doc.querySelector(selector);
    } catch {
      source = null;
    }
  }
  if (!source) {
    const html = jsonLdDescription();
    if (html) source = fromHtml(html).body;
  }
  if (!source) return null;
  const nodes = walk(source, 0);
  return nodes.some((node) => typeof node !== 'string' || node.trim() !== '') ? { nodes, cut } : null;
}
