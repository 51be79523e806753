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
  it('tells a non-JSON file, another program’s JSON and a damaged export apart', async () => {
    expect(await readImport('PK\u0003\u0004')).toEqual({ ok: false, kind: 'notJson' });
    expect(await readImport(JSON.stringify({ format: 'something-else', saved: [] }))).toEqual({
      ok: false,
      kind: 'foreign',
    });
    expect(await readImport('null')).toEqual({ ok: false, kind: 'foreign' });
    const damaged = await readImport(JSON.stringify({ ...file, saved: [{ ref: {}, savedAt: 'yesterday' }] }));
    expect(damaged).toMatchObject({ ok: false, kind: 'damaged' });
    expect(damaged.ok === false && damaged.kind === 'damaged' && damaged.details).toContain('saved.0');
  });

  it('leaves out a profile identical to the stored one, and keeps a different one', async () => {
    expect(await readImport(JSON.stringify(file), { skills: ['Go'] })).toMatchObject({
      ok: true,
      data: { profile: null },
    });
    expect(await readImport(JSON.stringify(file), { skills: ['Rust'] })).toMatchObject({
      ok: true,
      data: { profile: { skills: ['Go'] } },
    });
  });

  it('refuses 60,000 saved jobs by the cap before reading them, and a row the stage rules refuse by its place', async () => {
    const huge = JSON.stringify({ ...file, saved: Array.from({ length: 60_000 }, () => ({ ref: {}, savedAt: 'x' })) });
    expect(await readImport(huge)).toEqual({
      ok: false,
      kind: 'refused',
      refusal: { kind: 'import.tooManySaved', params: { count: 60_000, max: 50_000 } },
    });
    const savedAt = file.saved[0]!.savedAt;
    const applications = [
      {
        jobId: 'greenhouse:acme:1',
        stage: 'offer',
        history: [
          { stage: 'saved', at: savedAt },
          { stage: 'applied', at: '2026-11-21T11:00:00Z' },
        ],
        movedAt: '2026-11-21T11:00:00Z',
        linked: [],
        updatedAt: '2026-11-21T11:00:00Z',
      },
    ];
    expect(
      await readImport(JSON.stringify({ ...file, applications }), undefined, new Date('2026-11-22T10:00:00Z')),
    ).toEqual({
      ok: false,
      kind: 'refused',
      refusal: { kind: 'import.stageMismatch', params: { row: 1, job: 'greenhouse:acme:1' } },
    });
  });
});
