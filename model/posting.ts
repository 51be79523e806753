/**
 * A job's posting as it was (issue 32): the description a person read when they starred it, kept on this device
 * only, as a small tree of safe formatting — headings, paragraphs, lists, bold, italics, line breaks and https
 * links — built from the page by the reader that runs in its tab (sites/posting-read.ts) and parsed here again,
 * because a page may say anything. Text only: no script, style, image or remote address but a link's own.
 * Cut at `POSTING_MAX_CHARS` of text and never refused.
 */
import { z } from 'zod';
import { lazySchema } from '../api/contract/lazy-schema';

/** 100 000 characters of text: far above a real posting (a long one is ~15 000), small beside the database's quota. */
export const POSTING_MAX_CHARS = 100_000;
/** Deeper than any real posting's lists; a tree past it is flattened to its text. */
const MAX_DEPTH = 12;

const POSTING_TAGS = ['h', 'p', 'ul', 'ol', 'li', 'b', 'i', 'br', 'a'] as const;
export type PostingTag = (typeof POSTING_TAGS)[number];

export interface PostingElement {
  tag: PostingTag;
  /** `a` only, and https only. */
  href?: string;
  children: PostingNode[];
}
export type PostingNode = string | PostingElement;

const PostingFields = lazySchema(() => z.object({ nodes: z.array(z.unknown()), cut: z.boolean().optional() }));
const rebuilt = ({ nodes, cut }: z.output<typeof PostingFields>): SafePosting => {
  const safe = safePosting(nodes);
  return { nodes: safe.nodes, cut: safe.cut || cut === true };
};

/**
 * Read tolerantly and rebuilt by `safePosting`: an unknown tag is read as its text, an unsafe link as its words.
 * `cut`: the reader in the tab already left text out.
 */
export const Posting = lazySchema(() => PostingFields.transform(rebuilt));

const When = lazySchema(() => z.iso.datetime({ offset: true }));

/** A kept posting in the export file (model/export-file.ts): rebuilt by the same rules when a file is imported. */
export const KeptPosting = lazySchema(() =>
  PostingFields.extend({ keptAt: When, changedAt: When.optional() }).transform(({ nodes, cut, keptAt, changedAt }) => ({
    ...rebuilt({ nodes, cut }),
    keptAt,
    ...(changedAt ? { changedAt } : {}),
  })),
);

const isTag = (tag: string): tag is PostingTag => (POSTING_TAGS as readonly string[]).includes(tag);

/** Only an https address with no credentials is a link a person may follow from a kept posting. */
export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string' || href.length > 2048) return undefined;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export interface SafePosting {
  nodes: PostingNode[];
  /** The text went past `POSTING_MAX_CHARS` and the rest was left out. */
  cut: boolean;
}

/**
 * The tree kept: only the tags above, links only https, depth bounded, text cut at `maxChars` (the element being
 * written when the budget ends keeps what fit).
 */
export function safePosting(nodes: readonly unknown[], maxChars = POSTING_MAX_CHARS): SafePosting {
  let left = maxChars;
  let cut = false;
  const walk = (items: readonly unknown[], depth: number): PostingNode[] => {
    const out: PostingNode[] = [];
    for (const item of items) {
      if (left <= 0) {
        cut = true;
        break;
      }
      if (typeof item === 'string') {
        if (item.length > left) cut = true;
        const text = item.slice(0, left);
        left -= text.length;
        if (text) out.push(text);
        continue;
      }
      if (!item || typeof item !== 'object') continue;
      const { tag, href, children } = item as { tag?: unknown; href?: unknown; children?: unknown };
      const inner = Array.isArray(children) ? children : [];
      if (typeof tag !== 'string' || !isTag(tag) || depth >= MAX_DEPTH) {
        out.push(...walk(inner, depth));
        continue;
      }
      if (tag === 'br') {
        out.push({ tag, children: [] });
        continue;
      }
      const link = tag === 'a' ? safeHref(href) : undefined;
      if (tag === 'a' && !link) {
        out.push(...walk(inner, depth));
        continue;
      }
      out.push({ tag, ...(link ? { href: link } : {}), children: walk(inner, depth + 1) });
    }
    return out;
  };
  const kept = walk(nodes, 0);
  return { nodes: kept, cut };
}

/** The posting's words, for noticing a change: whitespace and formatting do not count. */
export function postingText(nodes: readonly PostingNode[]): string {
  const words = (node: PostingNode): string =>
    typeof node === 'string' ? node : node.tag === 'br' ? ' ' : ` ${node.children.map(words).join('')} `;
  return nodes.map(words).join('').replace(/\s+/g, ' ').trim();
}
