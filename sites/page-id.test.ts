import { describe, expect, it } from 'vitest';
import { JobId } from '../api/contract';
import { PAGE_ID_MAX, pageIdOf } from './page-id';

describe('pageIdOf', () => {
  it('names the page by host and path', () => {
    expect(pageIdOf('https://example.com/careers/data-engineer')).toBe('web:example.com:/careers/data-engineer');
  });

  it('gives the same page the same id: hash, tracking query, trailing slash, www and case of the host', () => {
    const id = pageIdOf('https://example.com/careers/data-engineer');
    for (const href of [
      'https://example.com/careers/data-engineer/',
      'https://example.com/careers/data-engineer#apply',
      'https://example.com/careers/data-engineer?utm_source=x&ref=feed',
      'https://WWW.Example.com/careers/data-engineer//',
      'http://example.com/careers/data-engineer',
    ]) {
      expect(pageIdOf(href)).toBe(id);
    }
  });

  it('keeps the path’s case (paths are case-sensitive)', () => {
    expect(pageIdOf('https://example.com/Jobs/A')).not.toBe(pageIdOf('https://example.com/jobs/a'));
  });

  it('keeps the query keys that name the page, sorted, and drops the rest', () => {
    expect(pageIdOf('https://board.example/viewjob?utm_medium=x&jk=abc123&from=serp')).toBe(
      'web:board.example:/viewjob?jk=abc123',
    );
    expect(pageIdOf('https://site.example/?p=12&id=7')).toBe(pageIdOf('https://site.example/?id=7&p=12'));
    expect(pageIdOf('https://site.example/?id=')).toBe('web:site.example:/');
  });

  it('keeps a port that is not the default', () => {
    expect(pageIdOf('https://example.com:8443/a')).toBe('web:example.com:8443:/a');
    expect(pageIdOf('https://example.com:443/a')).toBe('web:example.com:/a');
    expect(pageIdOf('http://localhost:3000/a')).toBe('web:localhost:3000:/a');
  });

  it('writes unicode hosts as punycode and unicode paths percent-encoded: one ASCII id for one page', () => {
    const id = pageIdOf('https://דוגמה.co.il/משרות/מפתח');
    expect(id).toBe('web:xn--6dbbec0c.co.il:/%D7%9E%D7%A9%D7%A8%D7%95%D7%AA/%D7%9E%D7%A4%D7%AA%D7%97');
    expect(pageIdOf('https://xn--6dbbec0c.co.il/%D7%9E%D7%A9%D7%A8%D7%95%D7%AA/%D7%9E%D7%A4%D7%AA%D7%97/')).toBe(id);
    expect(id).toMatch(/^[\x21-\x7e]+$/);
  });

  it('cuts a long path deterministically, with a hash of the whole, within the contract’s JobId', () => {
    const long = `https://example.com/${'segment/'.repeat(80)}end`;
    const other = `https://example.com/${'segment/'.repeat(80)}other`;
    const id = pageIdOf(long) ?? '';
    expect(id.length).toBe(PAGE_ID_MAX);
    expect(pageIdOf(long)).toBe(id);
    expect(pageIdOf(other)).not.toBe(id);
    expect(id.startsWith('web:example.com:/segment/')).toBe(true);
    expect(JobId.safeParse(id).success).toBe(true);
    expect(JobId.safeParse(pageIdOf(`https://דוגמה.co.il/${'מ'.repeat(400)}`)).success).toBe(true);
  });

  it('has no id for what is not an http(s) page', () => {
    expect(pageIdOf('chrome://extensions')).toBeNull();
    expect(pageIdOf('file:///home/me/cv.pdf')).toBeNull();
    expect(pageIdOf('not a url')).toBeNull();
  });
});
