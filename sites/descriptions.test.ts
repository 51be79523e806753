// @vitest-environment happy-dom
/**
 * Each site's description reader (a site file's `description` export, sites/adapter.ts) finds its block on the
 * site's own job page fixture, and the build's table (`virtual:site-descriptions`) has every one of them.
 */
import DESCRIPTIONS from 'virtual:site-descriptions';
import { describe, expect, it } from 'vitest';
import { loadFixture } from './fixtures/load';
import { SITE_FILES } from './fixtures/site-files';
import { readPosting } from './posting-read';

const withReader = SITE_FILES.filter((file) => file.description);

describe('description readers', () => {
  it('are gathered by site id, every one of them', () => {
    expect(withReader.length).toBeGreaterThan(5);
    expect(DESCRIPTIONS).toEqual(Object.fromEntries(withReader.map((file) => [file.adapter.id, file.description])));
  });

  it.each(withReader.map((file) => [file.adapter.id, file] as const))('%s reads its block on its page', (_, file) => {
    const read = file.examples.pages.map((page) => {
      const doc = loadFixture(page.fixture);
      for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) script.remove();
      return readPosting(file.description!.selector, 100_000, doc);
    });
    expect(read.some((posting) => posting !== null && posting.nodes.length > 0)).toBe(true);
  });
});
