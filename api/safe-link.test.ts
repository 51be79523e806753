import { describe, expect, it } from 'vitest';
import { JobRef } from './job-ref';
import { safeLink } from './safe-link';

const SERVICE = 'http://127.0.0.1:8787';

describe('the one link rule', () => {
  it('https anywhere; plain http only on the configured service, and never without one', () => {
    expect(safeLink('https://jobs.example.com/a', SERVICE)).toBe('https://jobs.example.com/a');
    expect(safeLink('http://127.0.0.1:8787/jobs/x', SERVICE)).toBe('http://127.0.0.1:8787/jobs/x');
    expect(safeLink('http://evil.example/x', SERVICE)).toBeUndefined();
    expect(safeLink('http://127.0.0.1:8787/jobs/x')).toBeUndefined();
    expect(safeLink('https://jobs.example.com/a')).toBe('https://jobs.example.com/a');
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink(42)).toBeUndefined();
  });

  it('a job ref (what a page, the popup or an imported file gives) keeps only a link the rule allows', () => {
    const ref = (url: string) => JobRef.parse({ jobId: 'lever:acme:1', site: 'lever', url });
    expect(ref('https://jobs.lever.co/acme/1').url).toBe('https://jobs.lever.co/acme/1');
    // Dropped, not refused: the job is still starred, and the list links to the service's own page for it.
    expect(ref('http://evil.example/phish').url).toBeUndefined();
    expect(() => ref('javascript:alert(1)')).toThrow();
    expect(() => ref(`https://x.example/${'a'.repeat(3000)}`)).toThrow();
  });
});
