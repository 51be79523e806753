import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import type { ExportFile } from '../../model/export-file';
import { createImportStaging, type ImportHead, ImportNotWhole } from './staged-import';

const head: ImportHead = {
  format: 'jobstar-export',
  version: 1,
  exportedAt: '2026-11-27T06:00:00Z',
  alerts: [],
  profile: null,
};
const star = (n: number): ExportFile['saved'][number] => ({
  ref: { jobId: `greenhouse:acme:${n}`, site: 'greenhouse' },
  savedAt: '2026-11-20T10:00:00Z',
});
const stars = (from: number, count: number) => Array.from({ length: count }, (_, i) => star(from + i));

afterEach(() => {
  vi.useRealTimers();
});

describe('import staging', () => {
  it('puts pieces that arrived out of order back in the file’s order, and forgets them once taken', () => {
    const staging = createImportStaging();
    staging.add('a', { list: 'saved', start: 2, json: JSON.stringify(stars(2, 2)) });
    staging.add('a', { list: 'saved', start: 0, json: JSON.stringify(stars(0, 2)) });
    const file = staging.take('a', head, { saved: 4, applications: 0 });
    expect(file.saved.map((row) => row.ref.jobId)).toEqual([0, 1, 2, 3].map((n) => `greenhouse:acme:${n}`));
    expect(file.applications).toEqual([]);
    expect(staging.size).toBe(0);
  });

  it('refuses a file with a piece missing or rows short of the count, and forgets it', () => {
    const staging = createImportStaging();
    staging.add('gap', { list: 'saved', start: 0, json: JSON.stringify(stars(0, 2)) });
    staging.add('gap', { list: 'saved', start: 3, json: JSON.stringify(stars(3, 1)) });
    expect(() => staging.take('gap', head, { saved: 4, applications: 0 })).toThrow(ImportNotWhole);
    staging.add('short', { list: 'saved', start: 0, json: JSON.stringify(stars(0, 2)) });
    expect(() => staging.take('short', head, { saved: 3, applications: 0 })).toThrow(ImportNotWhole);
    expect(() => staging.take('never-sent', head, { saved: 1, applications: 0 })).toThrow(ImportNotWhole);
    expect(staging.size).toBe(0);
  });

  it('takes a file with no rows that was never sent a piece', () => {
    expect(createImportStaging().take('empty', head, { saved: 0, applications: 0 })).toEqual({
      ...head,
      saved: [],
      applications: [],
    });
  });

  it('refuses a piece whose rows the file’s schema refuses, naming each row by its place in the file, and keeps none of it', () => {
    const staging = createImportStaging();
    staging.add('a', { list: 'saved', start: 0, json: JSON.stringify(stars(0, 500)) });
    const damaged = [...stars(500, 3), { ref: {}, savedAt: 'yesterday' }];
    let refusal: unknown;
    try {
      staging.add('a', { list: 'saved', start: 500, json: JSON.stringify(damaged) });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ZodError);
    const paths = (refusal as ZodError).issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('saved.503.savedAt');
    expect(paths.some((path) => path.startsWith('saved.503.ref'))).toBe(true);
    expect(() => staging.add('a', { list: 'applications', start: 0, json: '[{"jobId": 1' })).toThrow(ZodError);
    expect(() => staging.take('a', head, { saved: 504, applications: 0 })).toThrow(ImportNotWhole);
  });

  it('keeps a piece’s rows as the schema reads them', () => {
    const staging = createImportStaging();
    const row = { ...star(0), unknownField: 'dropped' };
    staging.add('a', { list: 'saved', start: 0, json: JSON.stringify([row]) });
    expect(staging.take('a', head, { saved: 1, applications: 0 }).saved).toEqual([star(0)]);
  });

  it('forgets an import dropped by its page, and one whose page went quiet', () => {
    vi.useFakeTimers();
    const staging = createImportStaging(1000);
    staging.add('dropped', { list: 'saved', start: 0, json: JSON.stringify(stars(0, 1)) });
    staging.drop('dropped');
    staging.add('quiet', { list: 'saved', start: 0, json: JSON.stringify(stars(0, 1)) });
    vi.advanceTimersByTime(900);
    staging.add('quiet', { list: 'saved', start: 1, json: JSON.stringify(stars(1, 1)) });
    vi.advanceTimersByTime(900);
    expect(staging.size).toBe(1);
    vi.advanceTimersByTime(200);
    expect(staging.size).toBe(0);
    expect(() => staging.take('quiet', head, { saved: 2, applications: 0 })).toThrow(ImportNotWhole);
  });
});
