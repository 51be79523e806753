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
  it('tells a non-JSON file, another program’s JSON and an export with a damaged head apart', () => {
    expect(readImport('PK\u0003\u0004')).toEqual({ ok: false, kind: 'notJson' });
    expect(readImport(JSON.stringify({ format: 'something-else', saved: [] }))).toEqual({
      ok: false,
      kind: 'foreign',
    });
    expect(readImport('null')).toEqual({ ok: false, kind: 'foreign' });
    const damaged = readImport(JSON.stringify({ ...file, alerts: 'none' }));
    expect(damaged).toMatchObject({ ok: false, kind: 'damaged' });
    expect(damaged.ok === false && damaged.kind === 'damaged' && damaged.details).toContain('alerts');
    const noList = readImport(JSON.stringify({ ...file, saved: { ref: {} } }));
    expect(noList.ok === false && noList.kind === 'damaged' && noList.details).toContain('saved');
  });

  it('hands on the rows as read, for the background to check, and the head as checked', () => {
    const rows = [{ ref: {}, savedAt: 'yesterday' }];
    expect(readImport(JSON.stringify({ ...file, saved: rows }))).toEqual({
      ok: true,
      head: { format: 'jobstar-export', version: 1, exportedAt: file.exportedAt, alerts: [], profile: file.profile },
      saved: rows,
      applications: [],
    });
  });

  it('leaves out a profile identical to the stored one, and keeps a different one', () => {
    expect(readImport(JSON.stringify(file), { skills: ['Go'] })).toMatchObject({
      ok: true,
      head: { profile: null },
    });
    expect(readImport(JSON.stringify(file), { skills: ['Rust'] })).toMatchObject({
      ok: true,
      head: { profile: { skills: ['Go'] } },
    });
  });

  it('refuses 60,000 saved jobs by the cap before reading them', () => {
    const huge = JSON.stringify({ ...file, saved: Array.from({ length: 60_000 }, () => ({ ref: {}, savedAt: 'x' })) });
    expect(readImport(huge)).toEqual({
      ok: false,
      kind: 'refused',
      refusal: { kind: 'import.tooManySaved', params: { count: 60_000, max: 50_000 } },
    });
  });
});
