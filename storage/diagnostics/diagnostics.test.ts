import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { MetaDb } from '../db/db';
import { isolated } from '../testing/db-fixture';
import { clearDiagnostics, MAX_DIAGNOSTICS, readDiagnostics, recordMiss } from './diagnostics';

const miss = { adapter: 'linkedin', pattern: '*.linkedin.com/jobs/view/:/', missing: 'title' as const };

describe('private diagnostics', () => {
  it('records a miss with when and how often, counting a repeat instead of adding it again', async () => {
    const meta = new MetaDb(isolated());
    await recordMiss(meta, miss, 1000);
    await recordMiss(meta, { ...miss, missing: 'jobs' }, 2000);
    await recordMiss(meta, miss, 3000);
    expect(await readDiagnostics(meta)).toEqual([
      { ...miss, count: 2, firstSeen: 1000, lastSeen: 3000 },
      { ...miss, missing: 'jobs', count: 1, firstSeen: 2000, lastSeen: 2000 },
    ]);
  });

  it('keeps only the last distinct entries, dropping the least recently seen', async () => {
    const meta = new MetaDb(isolated());
    for (let i = 0; i < MAX_DIAGNOSTICS + 5; i += 1) {
      await recordMiss(meta, { ...miss, pattern: `site.example/p${i}` }, i);
    }
    const kept = await readDiagnostics(meta);
    expect(kept).toHaveLength(MAX_DIAGNOSTICS);
    expect(kept[0]?.pattern).toBe(`site.example/p${MAX_DIAGNOSTICS + 4}`);
    expect(kept.some((entry) => entry.pattern === 'site.example/p4')).toBe(false);
    expect(kept.some((entry) => entry.pattern === 'site.example/p5')).toBe(true);
  });

  it('never keeps a query or a hash, and bounds the pattern', async () => {
    const meta = new MetaDb(isolated());
    await recordMiss(meta, { ...miss, pattern: 'jobs.example/view?email=me@example.com#x' });
    await recordMiss(meta, { ...miss, pattern: `jobs.example/${'a'.repeat(1000)}` });
    const patterns = (await readDiagnostics(meta)).map((entry) => entry.pattern);
    expect(patterns).toContain('jobs.example/view');
    expect(Math.max(...patterns.map((pattern) => pattern.length))).toBeLessThanOrEqual(200);
  });

  it('clears everything, and reads a damaged row as nothing rather than failing', async () => {
    const meta = new MetaDb(isolated());
    await recordMiss(meta, miss);
    await clearDiagnostics(meta);
    expect(await readDiagnostics(meta)).toEqual([]);
    await meta.meta.put({ key: 'diagnostics', value: [{ adapter: 7 }, 'x'] });
    expect(await readDiagnostics(meta)).toEqual([]);
  });
});

describe('diagnostics kept before addresses were shaped by route words', () => {
  it('are forgotten when the meta database opens at version 2; the rest of the meta database stays', async () => {
    const browserDb = isolated();
    const old = new Dexie('jobstar-meta', browserDb);
    old.version(1).stores({ meta: 'key' });
    await old.table('meta').bulkPut([
      {
        key: 'diagnostics',
        value: [
          { ...miss, pattern: 'www.linkedin.com/jobs/view/analyst-at-acme-:n', count: 1, firstSeen: 1, lastSeen: 1 },
        ],
      },
      { key: 'account', value: 'kept' },
    ]);
    old.close();
    const meta = new MetaDb(browserDb);
    expect(await readDiagnostics(meta)).toEqual([]);
    expect((await meta.meta.get('account'))?.value).toBe('kept');
  });
});
