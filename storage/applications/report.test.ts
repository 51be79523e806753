import { describe, expect, it } from 'vitest';
import { ManualApplication } from '../../model/manual-application';
import { freshDb } from '../testing/db-fixture';
import { addByHand } from './by-hand';
import { setStage } from './commands';
import { starredApplications } from './queries';
import { reportCsv, reportRows } from './report';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

async function withApplications() {
  const db = freshDb();
  const add = (company: string, stage: string, at: string, over: Record<string, string> = {}) =>
    addByHand(db, ManualApplication.parse({ company, title: 'Engineer', stage, at, ...over }), uuid(), NOW);
  await add('Before', 'applied', '2026-09-30T23:59:59.000Z');
  await add('First day', 'applied', '2026-10-01T00:00:00.000Z', { url: 'https://a.example/1', foundVia: 'LinkedIn' });
  await add('Last day', 'applied', '2026-10-31T23:59:59.000Z');
  await add('After', 'applied', '2026-11-01T00:00:00.000Z');
  await add('Never applied', 'saved', '2026-10-10T00:00:00.000Z');
  const moved = await add('Moved on', 'applied', '2026-10-15T10:00:00.000Z');
  await setStage(db, moved, 'rejected', new Date('2026-11-10T10:00:00.000Z'), NOW);
  return starredApplications(db);
}

describe('proof of applications', () => {
  it('lists applications whose Applied move falls in [from, to), back-dated ones in and out', async () => {
    const rows = reportRows(
      await withApplications(),
      new Date('2026-10-01T00:00:00.000Z'),
      new Date('2026-11-01T00:00:00.000Z'),
    );
    expect(rows.map((row) => row.company)).toEqual(['First day', 'Moved on', 'Last day']);
    expect(rows[0]).toMatchObject({ url: 'https://a.example/1', foundVia: 'LinkedIn', stage: 'applied' });
    expect(rows[1]).toMatchObject({
      appliedAt: '2026-10-15T10:00:00.000Z',
      stage: 'rejected',
      movedAt: '2026-11-10T10:00:00.000Z',
    });
  });

  it('keeps only a link a person may open, from the page or the service’s listing', () => {
    const at = '2026-10-02T00:00:00.000Z';
    const rows = reportRows(
      [
        {
          job: {
            jobId: 'service:1',
            starred: 1,
            savedAt: at,
            synced: 1,
            listing: { job_id: 'service:1', title: 'Ops', company: 'Svc', url: 'javascript:alert(1)' },
          } as never,
          application: {
            jobId: 'service:1',
            stage: 'applied',
            history: [
              { stage: 'saved', at },
              { stage: 'applied', at },
            ],
            movedAt: at,
            linked: [],
            updatedAt: at,
          },
          due: false,
        },
      ],
      new Date('2026-10-01T00:00:00Z'),
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(rows).toMatchObject([{ company: 'Svc', title: 'Ops', url: undefined }]);
  });

  it('writes the CSV with the export’s formula-safe writer', () => {
    const csv = reportCsv(
      [
        {
          jobId: 'manual:1',
          company: '=HYPERLINK("x")',
          title: 'Dev, backend',
          appliedAt: '2026-10-01T00:00:00.000Z',
          stage: 'applied',
          movedAt: '2026-10-01T00:00:00.000Z',
        },
      ],
      ['Company', 'Job', 'Link', 'Applied on', 'How', 'Stage now', 'Since'],
      (iso) => iso.slice(0, 10),
      (stage) => stage,
    );
    expect(csv).toBe(
      'Company,Job,Link,Applied on,How,Stage now,Since\r\n' +
        `"'=HYPERLINK(""x"")","Dev, backend",,2026-10-01,,applied,2026-10-01\r\n`,
    );
  });
});
