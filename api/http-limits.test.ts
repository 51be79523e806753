import { describe, expect, it } from 'vitest';
import { JobListing } from './contract';
import { capFacets, capListing, safeLink } from './http-limits';

const SERVICE = 'http://127.0.0.1:8787';

describe('links from service data', () => {
  it('takes https anywhere and http only on the configured service origin', () => {
    expect(safeLink('https://jobs.example.com/a', SERVICE)).toBe('https://jobs.example.com/a');
    expect(safeLink('http://127.0.0.1:8787/jobs/x', SERVICE)).toBe('http://127.0.0.1:8787/jobs/x');
    expect(safeLink('http://127.0.0.1:9999/jobs/x', SERVICE)).toBeUndefined();
    expect(safeLink('http://evil.example/x', SERVICE)).toBeUndefined();
    expect(safeLink('javascript:alert(1)', SERVICE)).toBeUndefined();
    expect(safeLink('data:text/html,hi', SERVICE)).toBeUndefined();
    expect(safeLink(`https://x.example/${'a'.repeat(3000)}`, SERVICE)).toBeUndefined();
    expect(safeLink(42, SERVICE)).toBeUndefined();
  });
});

describe('listings from the service', () => {
  it('cuts every string, drops unknown fields and unsafe links, and keeps what fits', () => {
    const hostile = JobListing.parse({
      job_id: 'service:1',
      title: 'T'.repeat(10_000_000),
      company: 'Acme',
      location: 'L'.repeat(5000),
      skills: Array.from({ length: 500 }, () => 'S'.repeat(1000)),
      url: 'http://evil.example/phish',
      salary_min: 10,
      extra: 'X'.repeat(5_000_000),
    });
    const capped = capListing(hostile, SERVICE);
    expect(capped?.title).toHaveLength(300);
    expect(capped?.company).toBe('Acme');
    expect(capped?.location).toHaveLength(200);
    expect(capped?.skills).toHaveLength(50);
    expect(capped?.skills?.[0]).toHaveLength(100);
    expect(capped?.salary_min).toBe(10);
    expect(capped).not.toHaveProperty('url');
    expect(capped).not.toHaveProperty('extra');
    expect(capListing({ ...hostile, url: 'https://acme.example/j/1' }, SERVICE)?.url).toBe('https://acme.example/j/1');
  });

  it('refuses a listing whose id is too long to be one of ours', () => {
    expect(capListing({ job_id: 'x'.repeat(513) }, SERVICE)).toBeNull();
  });

  it('bounds facet lists and their values', () => {
    const facets = capFacets({
      facets: { city: Array.from({ length: 5000 }, (_, i) => ({ value: `${i}${'c'.repeat(500)}`, count: 1 })) },
    });
    expect(facets.facets.city).toHaveLength(1000);
    expect(facets.facets.city?.[0]?.value).toHaveLength(200);
  });
});
