/** Issue 32's records travel in the export file: a job added by hand and its events, future ones included. */
import { describe, expect, it } from 'vitest';
import { ManualApplication } from '../../model/manual-application';
import { addByHand } from '../applications/by-hand';
import { addEvent } from '../applications/commands';
import { freshDb } from '../testing/db-fixture';
import { exportJson, importJson } from './data';

const NOW = new Date('2026-11-20T12:00:00Z');
const EVENT = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'interview' as const,
  at: '2026-12-03T08:00:00.000Z',
  zone: 'Asia/Jerusalem',
  minutes: 60,
};

describe('a job added by hand, exported and imported', () => {
  it('keeps its star, its back-dated application and its future interview', async () => {
    const source = freshDb('source');
    const input = ManualApplication.parse({
      company: 'Acme',
      title: 'Engineer',
      stage: 'applied',
      at: '2026-10-05T09:00:00.000Z',
    });
    const jobId = await addByHand(source, input, '0b6f1c1e-3f4a-4c1e-9a51-7d3c2b1a0f99', NOW);
    await addEvent(source, jobId, EVENT, NOW);
    const file = JSON.parse(JSON.stringify(await exportJson(source, NOW)));

    const target = freshDb('target');
    await importJson(target, file, NOW);
    expect((await target.saved.get(jobId))?.page).toMatchObject({ title: 'Engineer', company: 'Acme', site: 'manual' });
    const row = await target.applications.get(jobId);
    expect(row?.history.map((move) => move.at)).toEqual(['2026-10-05T09:00:00.000Z', '2026-10-05T09:00:00.000Z']);
    expect(row?.events).toEqual([EVENT]);
  });
});
