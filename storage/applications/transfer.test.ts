import { describe, expect, it } from 'vitest';
import { exportCsv, exportHistoryCsv, exportJson, importJson } from '../data/data';
import { star } from '../stars/saved';
import { freshDb } from '../testing/db-fixture';
import { linkApplications, setReminder, setStage, updateApplication } from './commands';
import { applicationOf } from './queries';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 9));
const ref = (jobId: string) => ({ jobId, title: 'Engineer', company: 'Acme', site: 'linkedin' });

async function tracked() {
  const db = freshDb();
  await star(db, ref('linkedin:1'), day(0));
  await star(db, ref('greenhouse:acme:9'), day(0));
  await star(db, ref('linkedin:2'), day(0));
  await setStage(db, 'linkedin:1', 'applied', day(1), day(5));
  await setStage(db, 'linkedin:1', 'rejected', day(3), day(5));
  await setStage(db, 'linkedin:1', 'interviewing', day(4), day(5));
  await updateApplication(db, 'linkedin:1', { notes: 'Recruiter: Dana, "call back"', contactName: 'Dana' }, day(5));
  await setReminder(db, 'linkedin:1', day(9), day(5));
  await linkApplications(db, 'linkedin:1', 'greenhouse:acme:9', day(5));
  return db;
}

describe('applications in the exports', () => {
  it('the JSON export carries stages, history, notes, reminders and links; import brings them back', async () => {
    const source = await tracked();
    const file = JSON.parse(JSON.stringify(await exportJson(source, day(6))));
    expect(file.applications).toHaveLength(2);
    const target = freshDb('target');
    expect(await importJson(target, file, day(6))).toMatchObject({ saved: 3, applications: 2 });
    const imported = await applicationOf(target, 'linkedin:1');
    expect(imported?.application).toEqual((await applicationOf(source, 'linkedin:1'))?.application);
    expect((await applicationOf(target, 'greenhouse:acme:9'))?.application.linked).toEqual(['linkedin:1']);
  });

  it('an older file without applications still imports; a newer local application is kept', async () => {
    const source = await tracked();
    const { applications: _dropped, ...older } = JSON.parse(JSON.stringify(await exportJson(source, day(6))));
    const target = freshDb('target');
    expect(await importJson(target, older, day(6))).toMatchObject({ saved: 3, applications: 0 });
    expect((await applicationOf(target, 'linkedin:1'))?.application.stage).toBe('saved');
    await setStage(target, 'linkedin:1', 'offer', day(7), day(7));
    await importJson(target, JSON.parse(JSON.stringify(await exportJson(source, day(6)))), day(8));
    expect((await applicationOf(target, 'linkedin:1'))?.application.stage).toBe('offer');
  });

  it('refuses a file whose notes are over the cap', async () => {
    const file = JSON.parse(JSON.stringify(await exportJson(await tracked(), day(6))));
    file.applications[0].notes = 'x'.repeat(20_001);
    await expect(importJson(freshDb('target'), file)).rejects.toThrow();
  });

  it('CSV: the current stage and the date each stage was first reached; the history CSV lists every move', async () => {
    const db = await tracked();
    const [header, ...rows] = (await exportCsv(db)).trim().split('\r\n');
    const columns = header!.split(',');
    const row = rows.find((line) => line.startsWith('linkedin:1,'))!;
    const cell = (name: string) => row.split(',')[columns.indexOf(name)];
    expect(cell('stage')).toBe('interviewing');
    expect(cell('applied_at')).toBe(day(1).toISOString());
    expect(cell('rejected_at')).toBe(day(3).toISOString());
    expect(cell('interviewing_at')).toBe(day(4).toISOString());
    expect(cell('offer_at')).toBe('');
    expect(cell('next_reminder')).toBe(day(9).toISOString());
    expect(row).toContain('"Recruiter: Dana, ""call back"""');
    const history = (await exportHistoryCsv(db)).trim().split('\r\n');
    expect(history[0]).toBe('job_id,title,company,stage,at');
    expect(history.filter((line) => line.startsWith('linkedin:1,'))).toEqual([
      `linkedin:1,Engineer,Acme,saved,${day(0).toISOString()}`,
      `linkedin:1,Engineer,Acme,applied,${day(1).toISOString()}`,
      `linkedin:1,Engineer,Acme,rejected,${day(3).toISOString()}`,
      `linkedin:1,Engineer,Acme,interviewing,${day(4).toISOString()}`,
    ]);
    expect(history.filter((line) => line.startsWith('linkedin:2,'))).toHaveLength(1);
  });
});
