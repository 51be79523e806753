import { describe, expect, it } from 'vitest';
import type { Entry } from './entries';
import { DEFAULT_SORT, nextSort, sortEntries } from './sort';

const entry = (jobId: string, stage: Entry['stage'], movedAt: string, company?: string) =>
  ({ jobId, title: jobId, company, stage, movedAt }) as Entry;

const entries = [
  entry('a', 'offer', '2026-03-01T10:00:00.000Z', 'Zeta'),
  entry('b', 'saved', '2026-03-05T10:00:00.000Z', 'acme'),
  entry('c', 'applied', '2026-02-01T10:00:00.000Z', 'Beta'),
];
const ids = (list: Entry[]) => list.map((item) => item.jobId);

describe('list sort', () => {
  it('by last move, newest first, by default', () => {
    expect(ids(sortEntries(entries, DEFAULT_SORT, 'en'))).toEqual(['b', 'a', 'c']);
  });

  it('by stage in the stages’ order, and reversed', () => {
    expect(ids(sortEntries(entries, { key: 'stage', direction: 'ascending' }, 'en'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortEntries(entries, { key: 'stage', direction: 'descending' }, 'en'))).toEqual(['a', 'c', 'b']);
  });

  it('by company, ignoring case', () => {
    expect(ids(sortEntries(entries, { key: 'company', direction: 'ascending' }, 'en'))).toEqual(['b', 'c', 'a']);
  });

  it('a header pressed again flips; another header starts ascending (last move starts newest first)', () => {
    expect(nextSort(DEFAULT_SORT, 'moved')).toEqual({ key: 'moved', direction: 'ascending' });
    expect(nextSort(DEFAULT_SORT, 'company')).toEqual({ key: 'company', direction: 'ascending' });
    expect(nextSort({ key: 'company', direction: 'ascending' }, 'moved')).toEqual(DEFAULT_SORT);
  });
});
