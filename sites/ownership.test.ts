// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadFixture } from './fixtures/load';
import { SITE_FILES } from './fixtures/site-files';
import { mayClaim } from './ownership';

const SERVICE = 'http://127.0.0.1:8787';
const allExamples = SITE_FILES.flatMap((file) => (file.examples ? [file.examples] : []));

describe('what a frame may claim, derived from the adapters', () => {
  it.each(allExamples)('$adapter.id: a frame of the site may claim every job it finds there', (examples) => {
    for (const page of examples.pages) {
      const found = examples.adapter.find(loadFixture(page.fixture), new URL(page.url));
      expect(found.length, page.url).toBeGreaterThan(0);
      for (const job of found) {
        const ref = job.whole?.() ?? job.ref;
        expect(mayClaim(page.url, ref, SERVICE), `${page.url} ${ref.jobId}`).toBe(true);
        expect(mayClaim(page.url, { jobId: ref.jobId }, SERVICE)).toBe(true);
      }
    }
  });

  it.each(allExamples)('$adapter.id: no frame of another site may claim them', (examples) => {
    const others = allExamples.filter((other) => other.adapter !== examples.adapter);
    for (const page of examples.pages) {
      const [job] = examples.adapter.find(loadFixture(page.fixture), new URL(page.url));
      for (const other of others) {
        for (const elsewhere of other.pages) {
          if (new URL(elsewhere.url).origin === new URL(page.url).origin) continue;
          expect(mayClaim(elsewhere.url, job!.ref, SERVICE), `${elsewhere.url} ${job!.ref.jobId}`).toBe(false);
        }
      }
    }
  });

  it('refuses another site’s id, whatever link or site it names', () => {
    const linkedin = 'https://www.linkedin.com/jobs/search/?currentJobId=4000000002';
    expect(mayClaim(linkedin, { jobId: 'greenhouse:acme:1' }, SERVICE)).toBe(false);
    expect(
      mayClaim(
        linkedin,
        { jobId: 'greenhouse:acme:1', site: 'greenhouse', url: 'https://boards.greenhouse.io/acme/jobs/1' },
        SERVICE,
      ),
    ).toBe(false);
    expect(mayClaim('https://boards.greenhouse.io/acme/jobs/1', { jobId: 'linkedin:4000000002' }, SERVICE)).toBe(false);
    expect(mayClaim(linkedin, { jobId: 'nosuchsite:1' }, SERVICE)).toBe(false);
    expect(mayClaim(linkedin, { jobId: 'no-namespace' }, SERVICE)).toBe(false);
  });

  it('refuses a link off the site the id names, and a site label that is not the id’s owner', () => {
    const frame = 'https://il.linkedin.com/jobs/view/4012345678';
    const own = { jobId: 'linkedin:4012345678', site: 'linkedin' };
    expect(mayClaim(frame, { ...own, url: 'https://www.linkedin.com/jobs/view/4012345678/' }, SERVICE)).toBe(true);
    expect(mayClaim(frame, { ...own, url: 'https://evil.example/phish' }, SERVICE)).toBe(false);
    expect(mayClaim(frame, { ...own, url: 'https://linkedin.com.evil.example/jobs/view/1/' }, SERVICE)).toBe(false);
    expect(mayClaim(frame, { ...own, url: 'http://www.linkedin.com/jobs/view/4012345678/' }, SERVICE)).toBe(false);
    expect(mayClaim(frame, { ...own, url: 'javascript:alert(1)' }, SERVICE)).toBe(false);
    expect(mayClaim(frame, { ...own, site: 'greenhouse' }, SERVICE)).toBe(false);
  });

  it('refuses frames on look-alike hosts', () => {
    for (const frame of [
      'https://linkedin.com.evil.example/jobs/view/1/',
      'https://evillinkedin.com/jobs/view/1/',
      'http://www.linkedin.com/jobs/view/1/',
      'https://greenhouse.io.evil.example/acme/jobs/1',
    ]) {
      expect(mayClaim(frame, { jobId: 'linkedin:1' }, SERVICE), frame).toBe(false);
      expect(mayClaim(frame, { jobId: 'greenhouse:acme:1' }, SERVICE), frame).toBe(false);
    }
  });

  it('takes `web:<host>:` ids only from that host, linked there', () => {
    const frame = 'https://www.careers.example:8443/jobs/1';
    for (const jobId of [
      'web:www.careers.example:/jobs/1',
      'web:careers.example:/jobs/1',
      'web:careers.example:8443:/jobs/1',
      'web:www.careers.example:R-42',
    ]) {
      expect(mayClaim(frame, { jobId, site: 'jsonld', url: 'https://careers.example/jobs/1' }, SERVICE), jobId).toBe(
        true,
      );
    }
    expect(mayClaim(frame, { jobId: 'web:evil.com:/x' }, SERVICE)).toBe(false);
    expect(mayClaim(frame, { jobId: 'web:careers.example.evil.com:/x' }, SERVICE)).toBe(false);
    expect(mayClaim('https://evil.com/', { jobId: 'web:careers.example:/jobs/1' }, SERVICE)).toBe(false);
    expect(mayClaim(frame, { jobId: 'web:careers.example:/jobs/1', url: 'https://evil.example/jobs/1' }, SERVICE)).toBe(
      false,
    );
    expect(mayClaim(frame, { jobId: 'web:careers.example:/jobs/1', site: 'linkedin' }, SERVICE)).toBe(false);
  });

  it('takes the service’s own jobs only from its exact origin, linked there', () => {
    const ref = { jobId: 'greenhouse:wix:777', site: 'service', url: `${SERVICE}/jobs/greenhouse:wix:777` };
    expect(mayClaim(`${SERVICE}/jobs/greenhouse:wix:777`, ref, SERVICE)).toBe(true);
    expect(mayClaim(`${SERVICE}/jobs/greenhouse:wix:777`, { jobId: ref.jobId }, SERVICE)).toBe(true);
    expect(mayClaim('http://127.0.0.1:9999/jobs/greenhouse:wix:777', ref, SERVICE)).toBe(false);
    expect(mayClaim('https://evil.example/jobs/greenhouse:wix:777', ref, SERVICE)).toBe(false);
    expect(mayClaim('https://boards.greenhouse.io/wix/jobs/777', ref, SERVICE)).toBe(false);
    expect(mayClaim(`${SERVICE}/jobs/x`, { ...ref, url: 'https://evil.example/' }, SERVICE)).toBe(false);
    expect(mayClaim(`${SERVICE}/jobs/x`, { ...ref, site: 'linkedin' }, SERVICE)).toBe(false);
  });

  it('refuses a frame whose address is not a web page’s', () => {
    expect(mayClaim('about:blank', { jobId: 'web:blank:/' }, SERVICE)).toBe(false);
    expect(mayClaim('not a url', { jobId: 'linkedin:1' }, SERVICE)).toBe(false);
  });
});
