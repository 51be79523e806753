import POSTINGS from 'virtual:site-postings';
import { describe, expect, it } from 'vitest';
import { SITE_FILES } from './fixtures/site-files';
import { postingOfId } from './postings';
import { adapterFor } from './registry';

/** Every id a site file's examples read, from its pages and its cards. */
const idsOf = (file: (typeof SITE_FILES)[number]) =>
  (file.examples?.pages ?? []).flatMap((page) =>
    [page.ref, ...(page.cards ?? [])].flatMap((ref) => (ref?.jobId ? [ref.jobId] : [])),
  );

/** The service's own pages carry the service's ids: the service's page is their posting. */
const WITH_IDS = SITE_FILES.filter((file) => file.adapter.id !== 'service');

describe('a job id’s original posting', () => {
  it('is known to every site with ids of its own (its `<site>.posting.ts`), and gathered by the build', () => {
    expect(Object.keys(POSTINGS).sort()).toEqual(WITH_IDS.map((file) => file.adapter.id).sort());
  });

  describe.each(WITH_IDS)('$adapter.id', (file) => {
    it('leads from each example’s id back to the same posting, or names it where the id lacks its address', () => {
      const ids = idsOf(file);
      expect(ids.length).toBeGreaterThan(0);
      for (const jobId of ids) {
        const posting = postingOfId(jobId);
        expect(posting, jobId).not.toBeNull();
        if (!posting?.url) {
          // Only a board's name then: the id's board, as a name.
          expect(posting?.board ?? posting?.posting, jobId).toBeTruthy();
          continue;
        }
        const url = new URL(posting.url);
        expect(url.protocol).toBe('https:');
        expect(adapterFor(url), posting.url).toBe(file.adapter);
        expect(file.adapter.refFromUrl?.(url)?.jobId, posting.url).toBe(jobId);
      }
    });
  });

  it('reads the issue’s examples', () => {
    expect(postingOfId('linkedin:3797662873')).toEqual({
      site: 'linkedin',
      posting: '3797662873',
      url: 'https://www.linkedin.com/jobs/view/3797662873/',
    });
    expect(postingOfId('greenhouse:anthropic:5058714008')).toEqual({
      site: 'greenhouse',
      posting: '5058714008',
      board: 'Anthropic',
      url: 'https://job-boards.greenhouse.io/anthropic/jobs/5058714008',
    });
    expect(postingOfId('comeet:aqua-security:CD.86E')).toEqual({
      site: 'comeet',
      posting: 'CD.86E',
      board: 'Aqua Security',
    });
    expect(postingOfId('web:careers.example.com:/jobs/42?id=7')).toEqual({
      site: 'web',
      posting: '/jobs/42?id=7',
      host: 'careers.example.com',
      url: 'https://careers.example.com/jobs/42?id=7',
    });
    expect(postingOfId('web:example.com:8443:/job')?.url).toBe('https://example.com:8443/job');
  });

  it('gives no address it cannot vouch for', () => {
    expect(postingOfId('web:example.com://evil.example/x')?.url).toBe('https://example.com//evil.example/x');
    expect(postingOfId('web:example.com:@evil.example/x')?.url).toBeUndefined();
    expect(postingOfId('web:example.com:JOB-17')).toEqual({ site: 'web', posting: 'JOB-17', host: 'example.com' });
    expect(postingOfId('linkedin:not-a-number')).toBeNull();
    expect(postingOfId('greenhouse:acme')).toBeNull();
    expect(postingOfId('manual:2f1c')).toBeNull();
    expect(postingOfId('constructor:1')).toBeNull();
    expect(postingOfId('no-colon')).toBeNull();
  });
});
