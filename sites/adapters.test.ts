// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadFixture } from './fixtures/load';
import { SITE_FILES } from './fixtures/site-files';
import { adapter as indeed } from './indeed/indeed';
import { adapter as linkedin } from './linkedin/linkedin';
import { ADAPTERS, adapterFor, refFromUrl, SITE_MATCHES } from './registry';
import { serviceRefFromUrl } from './service-pages/service';
import { visibleText } from './text';

/** Every site file's own `examples`: a new site brings its cases with it. */
const allExamples = SITE_FILES.flatMap((file) => (file.examples ? [file.examples] : []));

describe('the registry', () => {
  it('lists every adapter that brings examples, and every site adapter brings some', () => {
    const withExamples = allExamples.map((examples) => examples.adapter);
    for (const adapter of withExamples) expect(ADAPTERS).toContain(adapter);
    for (const adapter of ADAPTERS) expect(withExamples, adapter.id).toContain(adapter);
  });
  it('derives the content script matches from the adapters, with no pattern wider than a site', () => {
    for (const adapter of ADAPTERS) for (const pattern of adapter.matches) expect(SITE_MATCHES).toContain(pattern);
    expect(SITE_MATCHES.every((pattern) => /^https:\/\/[\w*.-]+\.[a-z]+\/\S*\*$/.test(pattern))).toBe(true);
  });
  it('has no two sites on their own hosts claim one URL, so their order does not matter', () => {
    const onHosts = ADAPTERS.filter((adapter) => adapter.matches.length > 0);
    for (const { adapter, claims, pages } of allExamples) {
      for (const href of [...claims, ...pages.map((page) => page.url)]) {
        const claimers = onHosts.filter((other) => other.claims(new URL(href))).map((other) => other.id);
        expect(claimers, href).toEqual(adapter.matches.length > 0 ? [adapter.id] : []);
      }
    }
  });
});

describe.each(allExamples)('$adapter.id', ({ adapter, claims, rejects, pages, missing }) => {
  it('claims its job URLs', () => {
    for (const url of claims) expect(adapter.claims(new URL(url)), url).toBe(true);
  });
  it('claims no other URL', () => {
    for (const url of rejects) expect(adapter.claims(new URL(url)), url).toBe(false);
  });
  it.each(pages)('reads $fixture and places the button beside the site’s actions', (page) => {
    const found = adapter.find(loadFixture(page.fixture), new URL(page.url));
    const own = found.filter((job) => !job.card);
    const cards = found.filter((job) => job.card);
    if (page.ref) {
      expect(own).toHaveLength(1);
      expect(own[0]?.ref).toMatchObject({ ...page.ref, site: adapter.id });
      expect(own[0]?.ref.url).toMatch(/^https?:\/\//);
      expect(own[0]?.anchor?.tagName ?? null).toBe(page.anchor);
    } else expect(own).toEqual([]);
    expect(cards.map((job) => job.whole?.() ?? job.ref)).toMatchObject(page.cards ?? []);
    expect(adapterFor(new URL(page.url))).toBe(adapter);
  });
  it.each(pages.filter((page) => page.ref))(
    'on $fixture with the site’s actions gone (a header it does not know), places the star by the title',
    (page) => {
      const document = loadFixture(page.fixture);
      const ownJob = () => adapter.find(document, new URL(page.url)).find((job) => !job.card);
      const title = ownJob()?.ref.title?.toLowerCase() ?? '';
      // The page's title heading counts even unrendered (Comeet's fixture shows its template's `{{position.name}}`).
      const showsTitle = (anchor: Element) => anchor.matches('h1') || visibleText(anchor).toLowerCase().includes(title);
      let own = ownJob();
      // Each thing it sits beside that is not the title is taken away in turn, as an unknown header would lack it.
      for (let step = 0; own?.anchor && !showsTitle(own.anchor) && step < 5; step++) {
        own.anchor.remove();
        own = ownJob();
      }
      expect(own?.anchor && showsTitle(own.anchor)).toBe(true);
    },
  );
  it.each(missing)('finds nothing, without throwing, on $fixture (a page of the site lacking the job)', (page) => {
    expect(adapter.find(loadFixture(page.fixture), new URL(page.url))).toEqual([]);
  });
});

describe('list pages and panes', () => {
  it('LinkedIn: a card element recycled for another job is read again', () => {
    const document = loadFixture('linkedin-list.html');
    const url = new URL('https://www.linkedin.com/jobs/search/');
    expect(linkedin.find(document, url)[0]?.ref.jobId).toBe('linkedin:4000000001');
    const card = document.querySelector('[data-occludable-job-id="4000000001"]')!;
    card.setAttribute('data-occludable-job-id', '4000000009');
    card.querySelector('.job-card-list__title')!.textContent = 'Data Engineer';
    const [recycled] = linkedin.find(document, url);
    expect(recycled?.whole?.() ?? recycled?.ref).toMatchObject({
      jobId: 'linkedin:4000000009',
      title: 'Data Engineer',
    });
  });
  it('Indeed vjk pane: reads inside the pane, never the greeting or another module', () => {
    const [found] = indeed.find(
      loadFixture('indeed-vjk.html'),
      new URL('https://www.indeed.com/?vjk=bdcf974325e2454e'),
    );
    expect(found?.ref).toMatchObject({
      jobId: 'indeed:bdcf974325e2454e',
      title: 'Head of Marketing',
      company: 'Inato',
      location: 'United States',
    });
  });
});

describe('links (context menu)', () => {
  it('derives the same id from a link as from the page', () => {
    expect(refFromUrl(new URL('https://job-boards.greenhouse.io/anthropic/jobs/5058714008'))?.jobId).toBe(
      'greenhouse:anthropic:5058714008',
    );
    expect(refFromUrl(new URL('https://www.linkedin.com/jobs/view/3786945580/'))?.jobId).toBe('linkedin:3786945580');
    expect(refFromUrl(new URL('https://example.com/careers'))).toBeNull();
  });
  it('recognises service job links only on the configured origin', () => {
    const base = 'http://127.0.0.1:8787';
    expect(serviceRefFromUrl(new URL(`${base}/jobs/comeet:aquasec:CD.86E`), base)?.jobId).toBe('comeet:aquasec:CD.86E');
    expect(serviceRefFromUrl(new URL('http://127.0.0.1:9999/jobs/x'), base)).toBeNull();
  });
});
