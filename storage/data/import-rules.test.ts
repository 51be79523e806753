import { describe, expect, it } from 'vitest';
import type { ExportFile } from '../../model/export-file';
import { setStage } from '../applications/commands';
import { star } from '../stars/saved';
import { freshDb } from '../testing/db-fixture';
import { exportJson, importJson } from './data';
import { IMPORT_LIMITS, ImportRefusal } from './import-rules';

const NOW = new Date('2026-11-20T12:00:00Z');
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 9));
const ref = (jobId: string) => ({ jobId, title: 'Analyst', company: 'Acme', site: 'linkedin' });

/** A sound file made by jobstar itself: three stars, one of them Applied then Interviewing. */
async function soundFile(): Promise<ExportFile> {
  const db = freshDb('source');
  for (const jobId of ['linkedin:1', 'linkedin:2', 'linkedin:3']) await star(db, ref(jobId), day(0));
  await setStage(db, 'linkedin:2', 'applied', day(1), day(2));
  await setStage(db, 'linkedin:2', 'interviewing', day(3), day(4));
  await setStage(db, 'linkedin:3', 'applied', day(2), day(2));
  return JSON.parse(JSON.stringify(await exportJson(db, day(5))));
}

/** The refusal importJson throws, and that nothing of the file was written. */
async function refusalOf(file: unknown) {
  const db = freshDb('target');
  const error = await importJson(db, file, NOW).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ImportRefusal);
  expect(await db.saved.count()).toBe(0);
  expect(await db.outbox.count()).toBe(0);
  const { kind, params } = error as ImportRefusal;
  return { kind, params };
}

describe('an export file is held to the caps of the network', () => {
  it('60,000 saved rows are refused by the cap, counted before a single row is parsed', async () => {
    const file = { ...(await soundFile()), saved: Array.from({ length: 60_000 }, () => ({})) };
    expect(await refusalOf(file)).toEqual({
      kind: 'import.tooManySaved',
      params: { count: 60_000, max: IMPORT_LIMITS.saved },
    });
    expect(IMPORT_LIMITS.saved).toBe(50_000);
  });

  it('too many alerts or applications are refused by their own caps', async () => {
    const sound = await soundFile();
    const alerts = Array.from({ length: IMPORT_LIMITS.alerts + 1 }, () => ({ filter: { country: 'IL' } }));
    expect((await refusalOf({ ...sound, alerts })).kind).toBe('import.tooManyAlerts');
    const applications = Array.from({ length: IMPORT_LIMITS.applications + 1 }, () => ({}));
    expect(await refusalOf({ ...sound, applications })).toEqual({
      kind: 'import.tooManyApplications',
      params: { count: 50_001, max: 50_000 },
    });
  });
});

describe('imported applications keep the stage rules of a move made here', () => {
  it('moves out of date order are refused, naming the row', async () => {
    const file = await soundFile();
    const row = file.applications![1]!;
    row.history = [
      row.history[0]!,
      { stage: 'applied', at: day(4).toISOString() },
      { stage: 'interviewing', at: day(3).toISOString() },
    ];
    row.movedAt = day(3).toISOString();
    expect(await refusalOf(file)).toEqual({ kind: 'import.outOfOrder', params: { row: 2, job: row.jobId } });
  });

  it('a move dated years ahead is refused, naming the row', async () => {
    const file = await soundFile();
    const row = file.applications![0]!;
    const ahead = '2031-01-01T09:00:00.000Z';
    row.history = [...row.history, { stage: 'offer', at: ahead }];
    row.stage = 'offer';
    row.movedAt = ahead;
    expect(await refusalOf(file)).toEqual({ kind: 'import.futureMove', params: { row: 1, job: row.jobId } });
  });

  it('a current stage that contradicts the last move is refused, naming the row', async () => {
    const file = await soundFile();
    const row = file.applications![1]!;
    row.stage = 'offer';
    expect(await refusalOf(file)).toEqual({ kind: 'import.stageMismatch', params: { row: 2, job: row.jobId } });
    row.stage = 'applied';
    row.movedAt = day(1).toISOString();
    expect((await refusalOf(file)).kind).toBe('import.stageMismatch');
  });

  it('a star dated years ahead is refused, naming the saved row', async () => {
    const file = await soundFile();
    file.saved[2]!.savedAt = '2030-06-01T00:00:00.000Z';
    expect(await refusalOf(file)).toEqual({
      kind: 'import.futureStar',
      params: { row: 3, job: file.saved[2]!.ref.jobId },
    });
  });

  it('a sound file still imports whole, and a clock a few hours ahead is not the future', async () => {
    const file = await soundFile();
    const db = freshDb('target');
    expect(await importJson(db, file, NOW)).toEqual({ saved: 3, alerts: 0, profile: false, applications: 2 });
    const ahead = new Date(NOW.getTime() + 3 * 60 * 60 * 1000).toISOString();
    const row = file.applications![1]!;
    row.history.push({ stage: 'offer', at: ahead });
    Object.assign(row, { stage: 'offer', movedAt: ahead, updatedAt: ahead });
    expect((await importJson(freshDb('again'), file, NOW)).applications).toBe(2);
  });
});
