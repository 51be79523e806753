/**
 * The page's own metadata, the fallback layer every adapter can use: `og:title`, `<title>` and `og:site_name`.
 * Titles follow a few shapes: "Acme hiring Data Engineer in Haifa | LinkedIn", "Data Engineer at Acme",
 * "Data Engineer - Acme | Board"; only the parts a shape names are taken.
 */
import type { PageFacts } from './facts';
import { collapse } from './text';

function metaContent(document: Document, name: string): string | undefined {
  const element = document.querySelector(`meta[property="${name}"], meta[name="${name}"]`);
  const value = collapse(element?.getAttribute('content') ?? '');
  return value || undefined;
}

/** The title without the site's name after the last separator ("… | LinkedIn", "… • Wellfound"). */
function withoutSite(title: string): string {
  const parts = title.split(/\s+[|•·]\s+/);
  return collapse(parts.length > 1 ? parts.slice(0, -1).join(' | ') : title);
}

/**
 * What a page title says, by its shape. `siteNames` are the board's own names, never a company. "A - B" is
 * read either way round when the job's title is already known from the page ("BioCatch - Senior Engineer").
 */
export function titleFacts(raw: string | undefined, siteNames: readonly string[] = [], known?: string): PageFacts {
  if (!raw) return {};
  const title = withoutSite(raw);
  const isSite = (name: string) => siteNames.some((site) => site.toLowerCase() === name.toLowerCase());
  const hiring = /^(.+?) hiring (.+?)(?: in (.+))?$/.exec(title);
  if (hiring) return { company: hiring[1], title: hiring[2], location: hiring[3] };
  const at = /^(.+) at ([^,]+)$/.exec(title);
  if (at && !isSite(at[2]!)) return { title: at[1], company: at[2] };
  const dash = /^(.+?) [-–—] (.+)$/.exec(title);
  if (dash && known && dash[2] === known && !isSite(dash[1]!)) return { title: dash[2], company: dash[1] };
  if (dash && (!known || dash[1] === known) && !isSite(dash[2]!)) return { title: dash[1], company: dash[2] };
  return isSite(title) ? {} : { title };
}

/**
 * The metadata layer: `og:title`, and `og:site_name` as the company unless it names the board. A bare
 * `<title>` counts only in a job's shape (one that names the company too): "Anthropic jobs" or "Page not
 * found" is no job title.
 */
export function metaFacts(document: Document, siteNames: readonly string[] = [], known?: string): PageFacts {
  const ogTitle = metaContent(document, 'og:title');
  const tabTitle = titleFacts(collapse(document.title ?? ''), siteNames, known);
  const facts = ogTitle ? titleFacts(ogTitle, siteNames, known) : tabTitle.company ? tabTitle : {};
  const siteName = metaContent(document, 'og:site_name');
  if (!facts.company && siteName && !siteNames.some((site) => site.toLowerCase() === siteName.toLowerCase())) {
    return { ...facts, company: siteName };
  }
  return facts;
}
