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
const piece = (start: number, rows: unknown[]) => ({ list: 'saved' as const, start, json: JSON.stringify(rows) });

afterEach(() => {
  vi.useRealTimers();
});

describe('import staging', () => {
  it('puts pieces that arrived out of order back in the file’s order, and forgets them once taken', async () => {
    const staging = createImportStaging();
    staging.start('a');
    staging.add('a', piece(2, stars(2, 2)));
    staging.add('a', piece(0, stars(0, 2)));
    const file = await staging.take('a', head, { saved: 4, applications: 0 });
    expect(file.saved.map((row) => row.ref.jobId)).toEqual([0, 1, 2, 3].map((n) => `greenhouse:acme:${n}`));
    expect(file.applications).toEqual([]);
    expect(staging.size).toBe(0);
  });

  it('a commit that overtook the last pieces waits for them', async () => {
    const staging = createImportStaging();
    staging.start('a');
    staging.add('a', piece(0, stars(0, 2)));
    const taken = staging.take('a', head, { saved: 4, applications: 0 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    staging.add('a', piece(2, stars(2, 2)));
    expect((await taken).saved).toHaveLength(4);
  });

  it('refuses a file with a piece missing, one that never came, or one of an import not started, and forgets it', async () => {
    vi.useFakeTimers();
    const staging = createImportStaging();
    staging.start('gap');
    staging.add('gap', piece(0, stars(0, 2)));
    staging.add('gap', piece(3, stars(3, 1)));
    staging.add('gap', piece(3, stars(3, 1)));
    await expect(staging.take('gap', head, { saved: 4, applications: 0 })).rejects.toThrow(ImportNotWhole);
    staging.start('lost');
    staging.add('lost', piece(0, stars(0, 2)));
    const lost = staging.take('lost', head, { saved: 3, applications: 0 }, 1000);
    lost.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(lost).rejects.toThrow(ImportNotWhole);
    staging.add('never-started', piece(0, stars(0, 1)));
    await expect(staging.take('never-started', head, { saved: 1, applications: 0 })).rejects.toThrow(ImportNotWhole);
    expect(staging.size).toBe(0);
  });

  it('takes a file with no rows', async () => {
    const staging = createImportStaging();
    staging.start('empty');
    expect(await staging.take('empty', head, { saved: 0, applications: 0 })).toEqual({
      ...head,
      saved: [],
      applications: [],
    });
  });

  it('refuses at the commit a piece whose rows the file’s schema refuses, naming each row by its place in the file', async () => {
    const staging = createImportStaging();
    staging.start('a');
    staging.add('a', piece(0, stars(0, 500)));
    staging.add('a', piece(500, [...stars(500, 3), { ref: {}, savedAt: 'yesterday' }]));
    staging.add('a', piece(504, stars(504, 1)));
    const refusal = await staging.take('a', head, { saved: 505, applications: 0 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ZodError);
    const paths = (refusal as ZodError).issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('saved.503.savedAt');
    expect(paths.some((path) => path.startsWith('saved.503.ref'))).toBe(true);
    staging.start('b');
    staging.add('b', { list: 'applications', start: 0, json: '[{"jobId": 1' });
    await expect(staging.take('b', head, { saved: 0, applications: 1 })).rejects.toThrow(ZodError);
    expect(staging.size).toBe(0);
  });

  it('keeps a piece’s rows as the schema reads them', async () => {
    const staging = createImportStaging();
    staging.start('a');
    staging.add('a', piece(0, [{ ...star(0), unknownField: 'dropped' }]));
    expect((await staging.take('a', head, { saved: 1, applications: 0 })).saved).toEqual([star(0)]);
  });

  it('forgets an import dropped by its page, and one whose page went quiet, and says when none is left', async () => {
    vi.useFakeTimers();
    const emptied = vi.fn();
    const staging = createImportStaging(1000, emptied);
    staging.start('dropped');
    staging.drop('dropped');
    expect(emptied).toHaveBeenCalledTimes(1);
    staging.add('dropped', piece(0, stars(0, 1)));
    expect(staging.size).toBe(0);
    staging.start('quiet');
    vi.advanceTimersByTime(900);
    staging.add('quiet', piece(0, stars(0, 1)));
    vi.advanceTimersByTime(900);
    expect(staging.size).toBe(1);
    vi.advanceTimersByTime(200);
    expect(staging.size).toBe(0);
    expect(emptied).toHaveBeenCalledTimes(2);
    await expect(staging.take('quiet', head, { saved: 1, applications: 0 })).rejects.toThrow(ImportNotWhole);
  });
});
