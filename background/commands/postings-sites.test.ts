// @vitest-environment happy-dom
/**
 * "Taken down" on other sites rests on two things the sites already do: the address of a job's page names its job
 * (the registry's `refFromUrl`, which `jobAt` uses), and on the site's "no longer available" page (each site's
 * `missing` fixtures, written from real pages) the adapter claims the address and finds no job — the content
 * script's miss, which `pageSaysGone` reads. Checked here for every site whose missing page is at a job's address.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../content/page-manager';
import { loadFixture } from '../../sites/fixtures/load';
import { SITE_FILES } from '../../sites/fixtures/site-files';
import { adapterFor, refFromUrl } from '../../sites/registry';

const missingAtJobAddress = SITE_FILES.flatMap((file) =>
  file.examples.missing
    .filter((page) => refFromUrl(new URL(page.url)) !== null)
    .map((page) => [file.adapter.id, page] as const),
);

describe('a job page taken down, per site', () => {
  it('most sites’ missing pages sit at a job’s own address', () => {
    expect(missingAtJobAddress.length).toBeGreaterThan(10);
  });

  it.each(missingAtJobAddress)('%s: its missing page reads as gone, naming the job', (_, page) => {
    const reading = readPage(loadFixture(page.fixture), page.url, adapterFor);
    expect(reading.jobs.filter((job) => !job.card)).toEqual([]);
    expect(reading.miss).not.toBeNull();
    expect(reading.miss?.missing).not.toBe('error');
  });
});
