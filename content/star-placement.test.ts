// @vitest-environment happy-dom
/**
 * Issue 35: on every layout the site files' examples cover, each star the page gets sits in the page's flow —
 * right after (or inside) what its adapter names, which shows the job's title or holds the site's own actions —
 * and none floats in a corner.
 */
import { describe, expect, it, vi } from 'vitest';
import { contentT } from '../i18n/content';
import { loadFixture } from '../sites/fixtures/load';
import { SITE_FILES } from '../sites/fixtures/site-files';
import { visibleText } from '../sites/text';
import { createStarHosts } from './star-host';
import type { VisibilityWatch } from './visibility-watch';

const LAYOUTS = SITE_FILES.flatMap(({ adapter, examples }) =>
  (examples?.pages ?? []).map((page) => ({ site: adapter.id, adapter, ...page })),
);

const watch: VisibilityWatch = { tracksVisibility: true, observe: vi.fn(), unobserve: vi.fn(), sight: () => 'clear' };

/**
 * Shows the job's title; or is, or holds, the site's own buttons and links or the place it keeps for them; or is a
 * line of the job's header (Comeet's, under its title).
 */
const besideTheJob = (anchor: Element, title: string) =>
  visibleText(anchor).toLowerCase().includes(title.toLowerCase()) ||
  anchor.matches('a, button, [class*="actions"]') ||
  anchor.querySelector('a, button') !== null ||
  /header/i.test(anchor.getAttribute('class') ?? '');

describe.each(LAYOUTS)('$site, $fixture', ({ adapter, fixture, url }) => {
  it('places every star in the page’s flow, beside its job’s title or the site’s actions', () => {
    const document = loadFixture(fixture);
    const hosts = createStarHosts({
      document,
      t: contentT('en'),
      lang: 'en',
      dir: 'ltr',
      setStar: async (_ref, starred) => ({ starred }),
      watch,
    });
    const found = adapter.find(document, new URL(url));
    expect(found.length).toBeGreaterThan(0);
    for (const job of found) {
      const { element } = hosts.add(job);
      const title = job.whole?.().title ?? job.ref.title ?? '';
      expect(element.hasAttribute('floating'), job.ref.jobId).toBe(false);
      expect(job.anchor && besideTheJob(job.anchor, title), job.ref.jobId).toBe(true);
      const placedBy = job.place === 'inside' ? element.parentElement : element.previousElementSibling;
      expect(placedBy, job.ref.jobId).toBe(job.anchor);
    }
  });
});
