/**
 * Where a job page's Apply leads, when that is another site: an aggregator's job applied for on the employer's ATS.
 * Kept with the star as where to apply, and to link the two stars in "seen before"; never as the job's id (a page
 * may name only its own site's jobs, DESIGN §6). Only the JSON-LD reader asks for it, so the site families' scripts
 * do not carry it.
 *
 * Self-contained, as `readPageJobData` is: the background runs it in a tab through `scripting.executeScript({ func })`.
 */
export function applyLinkOf(root?: Document): string | undefined {
  const doc = root ?? document;
  const href = doc.location?.href;
  if (!href) return undefined;
  const page = new URL(href);
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
  // The first link a person reads as Apply ("Apply now", "Apply for this position", "הגשת מועמדות") off this site.
  for (const link of doc.querySelectorAll('a[href]')) {
    const words = `${link.getAttribute('aria-label') ?? ''} ${link.textContent ?? ''}`.trim();
    if (!/^(apply\b|הגש|להגשת)/i.test(words)) continue;
    let target: URL;
    try {
      target = new URL(link.getAttribute('href') ?? '', page);
    } catch {
      continue;
    }
    target.hash = '';
    const elsewhere = target.protocol === 'https:' && bare(target.hostname) !== bare(page.hostname);
    if (elsewhere && target.href.length <= 2048) return target.href;
  }
  return undefined;
}
