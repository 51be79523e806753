import { describe, expect, it } from 'vitest';
import { EXTENSIONS_REL, ExtensionsDescription, extensionsLink } from './discovery';

const ANSWER = 'https://jobs.example/api/me/saved';

describe('extensionsLink', () => {
  it('finds the relation among other links and relations, resolved against the answer', () => {
    const header = `<https://jobs.example/api/me/saved?page=2>; rel="next", </api/jobstar/v1>; rel="service-desc ${EXTENSIONS_REL}"`;
    expect(extensionsLink(header, ANSWER)).toBe('https://jobs.example/api/jobstar/v1');
  });

  it('reads an unquoted relation', () => {
    expect(extensionsLink(`</api/jobstar/v1>; rel=${EXTENSIONS_REL}`, ANSWER)).toBe(
      'https://jobs.example/api/jobstar/v1',
    );
  });

  it('says nothing for no header, other relations, or a target on another origin', () => {
    expect(extensionsLink(null, ANSWER)).toBeNull();
    expect(extensionsLink('</api/jobstar/v1>; rel="next"', ANSWER)).toBeNull();
    expect(extensionsLink(`<https://elsewhere.example/x>; rel="${EXTENSIONS_REL}"`, ANSWER)).toBeNull();
    expect(extensionsLink(`</x>; rel="${EXTENSIONS_REL}"`, '')).toBeNull();
  });
});

describe('ExtensionsDescription', () => {
  it('keeps the features this version knows and drops the others', () => {
    const read = ExtensionsDescription.parse({ version: 1, features: ['records', 'telepathy', 'alerts'] });
    expect(read.features).toEqual(['records', 'alerts']);
  });

  it('refuses a version it does not speak', () => {
    expect(ExtensionsDescription.safeParse({ version: 2, features: [] }).success).toBe(false);
  });
});
