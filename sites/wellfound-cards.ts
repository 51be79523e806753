/**
 * Wellfound's lists (`/jobs`, `/role/…`, `/location/…`, a company's `/company/<slug>/jobs`): jobs grouped by
 * startup, each `[data-test="StartupResult"]` naming its company in an `h2` above rows whose title links to
 * `/jobs/<id>-<slug>`. Class names are hashed or utility classes (`styles_component__uTjje`, `mb-6`), so a
 * row is found from its link: the largest element around it that links to no other job.
 */
import type { FoundJob } from './adapter';
import { cardJob } from './cards';
import { textOf } from './dom';
import { type PageFacts, type RefBase, refOf, remoteIn } from './facts';
import { linesAfter, visibleText } from './text';

const LINKS = 'a[href*="/jobs/"]';
const STARTUP = '[data-test="StartupResult"]';
/** A pay line starts with a currency and a figure. */
const PAY = /^(?:[$€£₹₪]|USD|EUR|GBP|ILS)\s?\d/;

type IdOf = (url: URL) => string | null;

function linkedId(link: Element, base: string, idOf: IdOf): string | null {
  try {
    return idOf(new URL(link.getAttribute('href') ?? '', base));
  } catch {
    return null;
  }
}

/** The largest element around `link`, below `limit`, whose links to jobs all name `id`. */
function rowOf(link: Element, id: string, limit: Element | null, base: string, idOf: IdOf): Element {
  let row = link;
  for (let parent = row.parentElement; parent && parent !== limit; parent = parent.parentElement) {
    for (const other of parent.querySelectorAll(LINKS)) {
      const otherId = linkedId(other, base, idOf);
      if (otherId && otherId !== id) return row;
    }
    row = parent;
  }
  return row;
}

/** The row's pay as it shows it, without the equity beside it ("$150k – $190k • 0.5% – 1.0%"). */
function payIn(row: Element): string | undefined {
  for (const element of row.querySelectorAll('span, div, p')) {
    const text = visibleText(element);
    if (PAY.test(text)) return text.split(/\s+•\s+/)[0];
  }
  return undefined;
}

/** What a row shows besides its title: the pay, the place, "Remote". */
function rowFacts(row: Element, title: string, company: string | undefined): PageFacts {
  const location = textOf(row, '[class*="location"]');
  return { title, company, location, salary: payIn(row), remote: remoteIn(location, ...linesAfter(row, title)) };
}

export function wellfoundCards(
  document: Document,
  url: URL,
  idOf: IdOf,
  baseRef: (id: string) => RefBase,
  pageCompany: string | undefined,
): FoundJob[] {
  const found: FoundJob[] = [];
  const seen = new Set<string>();
  for (const link of document.querySelectorAll(LINKS)) {
    const id = linkedId(link, url.href, idOf);
    if (!id || seen.has(id)) continue;
    const startup = link.closest(STARTUP);
    const row = rowOf(link, id, startup ?? document.body, url.href, idOf);
    const job = cardJob(row, id, () => {
      const title = visibleText(link);
      if (!title) return null;
      const company = (startup && textOf(startup, 'h2')) || pageCompany;
      return { ref: refOf(baseRef(id), rowFacts(row, title, company)), card: row, anchor: link };
    });
    if (!job) continue;
    seen.add(id);
    found.push(job);
  }
  return found;
}
