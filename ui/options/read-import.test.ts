import { describe, expect, it } from 'vitest';
import { readImport } from './read-import';

const file = {
  format: 'jobstar-export',
  version: 1,
  exportedAt: '2026-11-22T10:00:00Z',
  saved: [{ ref: { jobId: 'greenhouse:acme:1', site: 'greenhouse' }, savedAt: '2026-11-21T10:00:00Z' }],
  alerts: [],
  profile: { skills: ['Go'] },
};

describe('readImport', () => {
  it('tells a non-JSON file, another program’s JSON and a damaged export apart', () => {
    expect(readImport('PK\u0003\u0004')).toEqual({ ok: false, kind: 'notJson' });
    expect(readImport(JSON.stringify({ format: 'something-else', saved: [] }))).toEqual({ ok: false, kind: 'foreign' });
    expect(readImport('null')).toEqual({ ok: false, kind: 'foreign' });
    const damaged = readImport(JSON.stringify({ ...file, saved: [{ ref: {}, savedAt: 'yesterday' }] }));
    expect(damaged).toMatchObject({ ok: false, kind: 'damaged' });
    expect(damaged.ok === false && damaged.details).toContain('saved.0');
  });

  it('leaves out a profile identical to the stored one, and keeps a different one', () => {
    expect(readImport(JSON.stringify(file), { skills: ['Go'] })).toMatchObject({ ok: true, data: { profile: null } });
    expect(readImport(JSON.stringify(file), { skills: ['Rust'] })).toMatchObject({
      ok: true,
      data: { profile: { skills: ['Go'] } },
    });
  });
});
