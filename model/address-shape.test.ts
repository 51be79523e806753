import { describe, expect, it } from 'vitest';
import { addressShape } from './address-shape';

/** Patterns as the sites' own files write them (sites/linkedin/linkedin.ts, sites/ats/workday.ts, sites/indeed/indeed.ts). */
const linkedIn = { matches: ['https://*.linkedin.com/*'], linkPatterns: ['https://*.linkedin.com/jobs/view/*'] };
const workday = { matches: ['https://*.myworkdayjobs.com/*'], linkPatterns: ['https://*.myworkdayjobs.com/*/job/*'] };
const indeed = { matches: ['https://*.indeed.com/*'], linkPatterns: ['https://*.indeed.com/viewjob*'] };
const greenhouse = {
  matches: ['https://boards.greenhouse.io/*'],
  linkPatterns: ['https://boards.greenhouse.io/*/jobs/*'],
};

describe('the shape of an address a diagnostic keeps', () => {
  it('a LinkedIn view page keeps jobs and view, never the title and company of its slug', () => {
    const shape = addressShape(
      'www.linkedin.com/jobs/view/senior-data-engineer-at-acme-robotics-4012345678/',
      linkedIn,
    );
    expect(shape).toBe('*.linkedin.com/jobs/view/:/');
    expect(shape).not.toMatch(/engineer|acme|\d/);
  });

  it('a search path keeps none of its words', () => {
    expect(addressShape('il.linkedin.com/jobs/nurse-practitioner-haifa-jobs', linkedIn)).toBe('*.linkedin.com/jobs/:');
    expect(addressShape('www.linkedin.com/jobs/search/pregnancy-friendly/', linkedIn)).toBe('*.linkedin.com/jobs/:/:/');
  });

  it('a tenant in a host or a path goes; a fixed host and a route word stay', () => {
    expect(addressShape('acme.wd5.myworkdayjobs.com/en-US/careers/job/Tel-Aviv/Analyst_R123', workday)).toBe(
      '*.myworkdayjobs.com/:/:/job/:/:',
    );
    expect(addressShape('boards.greenhouse.io/acme/jobs/4012345', greenhouse)).toBe('boards.greenhouse.io/:/jobs/:');
    expect(addressShape('www.indeed.com/viewjob', indeed)).toBe('*.indeed.com/viewjob');
  });

  it('a host no pattern names is masked, a query is cut, and shaping twice changes nothing', () => {
    expect(addressShape('careers.acme.example/jobs/analyst', { matches: [] })).toBe(':/:/:');
    const once = addressShape('www.linkedin.com/jobs/view/analyst-1?email=me@example.com#x', linkedIn);
    expect(once).toBe('*.linkedin.com/jobs/view/:');
    expect(addressShape(once, linkedIn)).toBe(once);
  });
});
