/**
 * Reads the schema.org JobPostings a page carries in JSON-LD, tolerating real-world mess: several blocks,
 * `@graph`, arrays, `@type` lists, HTML and entities inside strings, and blocks that are not valid JSON.
 *
 * Self-contained on purpose: the background runs this very function in a tab through
 * `scripting.executeScript({ func })` (activeTab, on a user gesture), which serialises its source, so it
 * may use nothing from outside its own body (types only). It also finds a Greenhouse embed (a real `<iframe>` on Greenhouse).
 */
import type { PageFacts } from './facts';

export interface RawPosting extends PageFacts {
  url?: string;
  identifier?: string;
}

export interface PageJobData {
  /** The page's address, as the tab sees it. */
  href: string;
  postings: RawPosting[];
  /**
   * A Greenhouse posting embedded in an employer's page: the embed frame's address on Greenhouse, its posting
   * taken from `?gh_jid=` when the frame's address lacks it. The Greenhouse adapter reads it like any link.
   */
  greenhouse?: string;
  /** Where the page's Apply link leads when that is another site (apply-link.ts's `applyLinkOf`). */
  apply?: string;
}

export function readPageJobData(root?: Document): PageJobData {
  const doc = root ?? document;
  type Node = Record<string, unknown>;

  const plain = (value: unknown): string | undefined => {
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') return undefined;
    let text = value;
    if (/[<&]/.test(text)) {
      // Parsed in an inert document: no script runs and nothing reaches the page.
      text = new DOMParser().parseFromString(text, 'text/html').body.textContent ?? '';
    }
    text = text.replace(/\s+/g, ' ').trim();
    return text ? text.slice(0, 300) : undefined;
  };
  const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
  const name = (value: unknown): string | undefined => {
    const item = first(value);
    if (item && typeof item === 'object') return plain((item as Node).name);
    return plain(item);
  };
  const location = (value: unknown): string | undefined => {
    const item = first(value);
    if (!item || typeof item !== 'object') return plain(item);
    const place = item as Node;
    const address = first(place.address);
    if (address && typeof address === 'object') {
      const parts = [
        (address as Node).addressLocality,
        (address as Node).addressRegion,
        name((address as Node).addressCountry),
      ]
        .map((part) => (Array.isArray(part) ? undefined : plain(part)))
        .filter((part): part is string => Boolean(part));
      // "Haifa, Israel" + "Israel": a part already said is not said twice.
      const kept: string[] = [];
      for (const part of parts) {
        if (!kept.join(', ').toLowerCase().includes(part.toLowerCase())) kept.push(part);
      }
      if (kept.length > 0) return kept.join(', ');
    }
    return plain(place.name) ?? plain(address);
  };
  const identifier = (value: unknown): string | undefined => {
    const item = first(value);
    if (item && typeof item === 'object') return plain((item as Node).value) ?? plain((item as Node).name);
    return plain(item);
  };
  const amount = (value: unknown): string | undefined => {
    const number = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number.toLocaleString('en-US') : undefined;
  };
  /** `baseSalary` as "USD 120,000–150,000 per year". */
  const salary = (value: unknown): string | undefined => {
    const money = first(value);
    if (!money || typeof money !== 'object') return plain(money);
    const currency = plain((money as Node).currency) ?? '';
    const range = first((money as Node).value);
    const inner = range && typeof range === 'object' ? (range as Node) : { value: range };
    const low = amount(inner.minValue) ?? amount(inner.value);
    const high = amount(inner.maxValue);
    if (!low && !high) return undefined;
    const unit = plain(inner.unitText ?? (money as Node).unitText);
    const span = low && high && low !== high ? `${low}–${high}` : (low ?? high);
    return `${currency} ${span}${unit ? ` per ${unit.toLowerCase()}` : ''}`.trim();
  };
  /** `FULL_TIME` or ["FULL_TIME", "CONTRACTOR"] as "Full time, Contractor". */
  const employment = (value: unknown): string | undefined => {
    const items = (Array.isArray(value) ? value : [value]).map(plain).filter((item): item is string => Boolean(item));
    const words = items.map((item) =>
      item
        .replace(/_/g, ' ')
        .toLowerCase()
        .replace(/^./, (c) => c.toUpperCase()),
    );
    return words.length > 0 ? words.join(', ') : undefined;
  };
  const day = (value: unknown): string | undefined => {
    const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})/.exec(value.trim()) : null;
    return match ? match[1] : undefined;
  };
  const isPosting = (node: Node): boolean => {
    const type = node['@type'];
    return Array.isArray(type) ? type.includes('JobPosting') : type === 'JobPosting';
  };

  const postings: RawPosting[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 6 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as Node;
    if (isPosting(node)) {
      const remote = first(node.jobLocationType) === 'TELECOMMUTE';
      postings.push({
        title: plain(node.title) ?? plain(node.name),
        company: name(node.hiringOrganization),
        location: location(node.jobLocation) ?? (remote ? 'Remote' : undefined),
        url: typeof node.url === 'string' ? node.url : undefined,
        identifier: identifier(node.identifier),
        salary: salary(node.baseSalary),
        employmentType: employment(node.employmentType),
        remote: remote || undefined,
        datePosted: day(node.datePosted),
      });
      return;
    }
    if (node['@graph']) visit(node['@graph'], depth + 1);
  };
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const source = (script.textContent ?? '').trim();
    try {
      visit(JSON.parse(source), 0);
    } catch {
      // Some pages put raw control characters inside strings; one lenient retry, then skip the block.
      try {
        visit(JSON.parse(source.replace(/\s+/g, ' ')), 0);
      } catch {
        // not JSON at all: skip it
      }
    }
  }

  const href = doc.location?.href ?? '';
  // A Greenhouse embed counts only as an <iframe> the browser loads from Greenhouse: a page's own markup that
  // looks like one (a `<div id="grnhse_iframe">`) names no posting of Greenhouse's. The embed's job_app address
  // names the board (`for=`) and, when the page asked for one posting (`?gh_jid=`), the posting (`token=`).
  let greenhouse: string | undefined;
  const jid = href ? new URL(href).searchParams.get('gh_jid') : null;
  for (const frame of doc.querySelectorAll('iframe[src]')) {
    let src: URL;
    try {
      src = new URL(frame.getAttribute('src') ?? '', href || undefined);
    } catch {
      continue;
    }
    const fromGreenhouse = src.protocol === 'https:' && /(^|\.)greenhouse\.io$/.test(src.hostname);
    if (!fromGreenhouse || !src.pathname.startsWith('/embed/job_app')) continue;
    if (!src.searchParams.get('token') && jid) src.searchParams.set('token', jid);
    greenhouse = src.href;
    break;
  }
  return greenhouse ? { href, postings, greenhouse } : { href, postings };
}
