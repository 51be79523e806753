import { afterEach, describe, expect, it, vi } from 'vitest';
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
    staging.add('a', { list: 'saved', start: 2, rows: stars(2, 2) });
    staging.add('a', { list: 'saved', start: 0, rows: stars(0, 2) });
    const file = staging.take('a', head, { saved: 4, applications: 0 });
    expect(file.saved.map((row) => row.ref.jobId)).toEqual([0, 1, 2, 3].map((n) => `greenhouse:acme:${n}`));
    expect(file.applications).toEqual([]);
    expect(staging.size).toBe(0);
  });

  it('refuses a file with a piece missing or rows short of the count, and forgets it', () => {
    const staging = createImportStaging();
    staging.add('gap', { list: 'saved', start: 0, rows: stars(0, 2) });
    staging.add('gap', { list: 'saved', start: 3, rows: stars(3, 1) });
    expect(() => staging.take('gap', head, { saved: 4, applications: 0 })).toThrow(ImportNotWhole);
    staging.add('short', { list: 'saved', start: 0, rows: stars(0, 2) });
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

  it('forgets an import dropped by its page, and one whose page went quiet', () => {
    vi.useFakeTimers();
    const staging = createImportStaging(1000);
    staging.add('dropped', { list: 'saved', start: 0, rows: stars(0, 1) });
    staging.drop('dropped');
    staging.add('quiet', { list: 'saved', start: 0, rows: stars(0, 1) });
    vi.advanceTimersByTime(900);
    staging.add('quiet', { list: 'saved', start: 1, rows: stars(1, 1) });
    vi.advanceTimersByTime(900);
    expect(staging.size).toBe(1);
    vi.advanceTimersByTime(200);
    expect(staging.size).toBe(0);
    expect(() => staging.take('quiet', head, { saved: 2, applications: 0 })).toThrow(ImportNotWhole);
  });
});
