import { describe, expect, it } from 'vitest';
import { currentJobId, jobIdOf } from './job-id';
import { refsFromPageData } from './jsonld';
import { pageIdOf } from './page-id';

describe('jobIdOf', () => {
  it('joins ats, board and posting, lower-casing the board and keeping the posting', () => {
    expect(jobIdOf({ ats: 'greenhouse', board: 'Anthropic', posting: '5058714008' })).toBe(
      'greenhouse:anthropic:5058714008',
    );
    expect(jobIdOf({ ats: 'comeet', board: 'aquasec', posting: 'CD.86E' })).toBe('comeet:aquasec:CD.86E');
  });
  it('drops the board part for sites without boards', () => {
    expect(jobIdOf({ ats: 'linkedin', posting: '3786945580' })).toBe('linkedin:3786945580');
  });
  it('refuses an id without a posting', () => {
    expect(() => jobIdOf({ ats: 'lever', board: 'x', posting: ' ' })).toThrow(/posting/);
  });
});

describe('one site, one host in web: ids', () => {
  it('a saved page and a JSON-LD job on www. name the same host, as a saved page on the bare host does', () => {
    const page = new URL('https://www.Example.com:8443/careers/7?utm_source=x');
    const data = { href: page.href, postings: [{ title: 'Engineer', identifier: 'R-7' }] };
    const [jsonld] = refsFromPageData(data, page, () => null);
    expect(jsonld?.jobId).toBe('web:example.com:8443:R-7');
    expect(pageIdOf(page.href)).toBe('web:example.com:8443:/careers/7');
    expect(pageIdOf('https://example.com:8443/careers/7')).toBe(pageIdOf(page.href));
  });
  it('moves an id made before the rule, and leaves every other id alone', () => {
    expect(currentJobId('web:www.example.com:R-7')).toBe('web:example.com:R-7');
    expect(currentJobId('web:example.com:R-7')).toBe('web:example.com:R-7');
    expect(currentJobId('greenhouse:www:1')).toBe('greenhouse:www:1');
    expect(currentJobId('web:wwwx.example.com:/a')).toBe('web:wwwx.example.com:/a');
  });
});
