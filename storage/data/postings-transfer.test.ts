import { describe, expect, it } from 'vitest';
import { ExportFile } from '../../model/export-file';
import { keepPosting } from '../postings/postings';
import { star } from '../stars/saved';
import { freshDb } from '../testing/db-fixture';
import { exportJson, importJson } from './data';

const JOB = { jobId: 'lever:acme:1', title: 'Engineer', site: 'lever' };
const KEPT = new Date('2026-01-02T00:00:00.000Z');
const CHANGED = new Date('2026-01-05T00:00:00.000Z');

describe('the posting as it was, through export and import', () => {
  it('goes out with its dates and comes back where this device has none; a copy kept here stays', async () => {
    const source = freshDb();
    await star(source, JOB, new Date('2026-01-01T00:00:00Z'));
    await star(source, { jobId: 'x', site: 'service' }, new Date('2026-01-01T00:00:00Z'));
    await keepPosting(source, JOB.jobId, { nodes: [{ tag: 'h', children: ['About'] }, 'Weld.'], cut: true }, KEPT);
    await keepPosting(source, JOB.jobId, { nodes: ['Other words'], cut: false }, CHANGED);
    const file = JSON.parse(JSON.stringify(await exportJson(source)));
    expect(file.saved.find((entry: { ref: { jobId: string } }) => entry.ref.jobId === JOB.jobId).description).toEqual({
      nodes: [{ tag: 'h', children: ['About'] }, 'Weld.'],
      cut: true,
      keptAt: KEPT.toISOString(),
      changedAt: CHANGED.toISOString(),
    });
    expect(file.saved.find((entry: { ref: { jobId: string } }) => entry.ref.jobId === 'x')).not.toHaveProperty(
      'description',
    );

    const empty = freshDb('empty');
    await importJson(empty, file);
    expect(await empty.postings.get(JOB.jobId)).toEqual({ jobId: JOB.jobId, ...file.saved[1].description });

    const kept = freshDb('kept');
    await star(kept, JOB, new Date('2026-01-01T00:00:00Z'));
    await keepPosting(kept, JOB.jobId, { nodes: ['Mine'], cut: false }, KEPT);
    await importJson(kept, file);
    expect((await kept.postings.get(JOB.jobId))?.nodes).toEqual(['Mine']);
  });

  it('goes out checked, not rebuilt: byte for byte what the import’s full check makes of it', async () => {
    const source = freshDb();
    await star(source, JOB, new Date('2026-01-01T00:00:00Z'));
    await keepPosting(
      source,
      JOB.jobId,
      {
        nodes: [
          'Lead',
          {
            tag: 'ul',
            children: [{ tag: 'li', children: [{ tag: 'a', href: 'https://a.example/x', children: ['x'] }] }],
          },
        ],
        cut: false,
      },
      KEPT,
    );
    const text = JSON.stringify(await exportJson(source, KEPT));
    expect(JSON.stringify(ExportFile.parse(JSON.parse(text)))).toBe(text);
  });

  it('a stored posting that is not one (no time it was kept) fails the export rather than writing a file the import refuses', async () => {
    const source = freshDb();
    await star(source, JOB, new Date('2026-01-01T00:00:00Z'));
    await source.postings.put({ jobId: JOB.jobId, nodes: ['Words'], cut: false, keptAt: 'yesterday' });
    await expect(exportJson(source)).rejects.toThrow();
  });

  it('a hostile file’s description is rebuilt by the same rules as a page’s', async () => {
    const db = freshDb();
    await importJson(db, {
      format: 'jobstar-export',
      version: 1,
      exportedAt: '2026-02-01T00:00:00.000Z',
      saved: [
        {
          ref: JOB,
          savedAt: '2026-01-01T00:00:00.000Z',
          description: {
            nodes: [
              { tag: 'script', children: ['alert(1)'] },
              { tag: 'a', href: 'javascript:alert(1)', children: ['click'] },
              { tag: 'img', href: 'https://t.example/p.gif', children: [] },
            ],
            keptAt: '2026-01-01T00:00:00.000Z',
          },
        },
      ],
      alerts: [],
      profile: null,
    });
    expect(await db.postings.get(JOB.jobId)).toEqual({
      jobId: JOB.jobId,
      nodes: ['alert(1)', 'click'],
      cut: false,
      keptAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
