/**
 * The records model test (DESIGN §8, issue 31): fast-check drives random histories of one person on two devices
 * that both keep applications on the service, against the REAL reference server (in-process, its extension
 * announced and served, its fault switch on). Each device is bound as the background binds it (sync/wiring.ts),
 * so it discovers the extension from the server's `/me` answers. Commands: star, unstar, stage moves, notes and
 * fields, alert create / pause / resume / delete, offline and online, worker restarts, 5xx answers, and a star or
 * unstar through the seed alone (another client of the same account), whose record holds the act and nothing else:
 * a device keeps no row for such a record (storage/records/merge-in.ts), and must still converge.
 *
 * After everyone syncs: both devices and the server hold the same stars, each the outcome of the person's latest
 * act by act time, whatever order devices synced in; every move made is in the server's history; both devices
 * show the same history, stage and notes; every alert made and not deleted is on the server once and on both
 * devices, with the server's active state (a pause carries no act time in the extension: the later arrival wins,
 * so convergence is what is asserted there). `SOAK=1` runs 2,000 histories.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Alert, FilterQuery } from '../api/contract/index';
import { type JobRecord, STAGES } from '../api/contract/jobstar/index';
import { createAlert, deleteAlert, setAlertActive } from '../storage/alerts';
import { setStage, updateApplication } from '../storage/applications';
import { shareAllApplications } from '../storage/records';
import { star, unstar } from '../storage/stars';
import { ModelClient } from './testing/model-client';
import { useModelServer } from './testing/model-server';

const RUNS = process.env.SOAK ? 2_000 : 100;
const CLIENT_TIMEOUT_MS = 2_000;
const EXTENSION = '/api/jobstar/v1';
const FAULT_PATHS = ['/api/me/saved', `${EXTENSION}/records`, `${EXTENSION}/alerts`, '/api/me'];
const FILTERS: FilterQuery[] = [{ country: 'IL' }, { skills: 'Go', seniority: 'senior' }, { workplace: 'remote' }];

type Command =
  | { t: 'star' | 'unstar'; c: number; j: number }
  | { t: 'move'; c: number; j: number; s: number }
  | { t: 'note' | 'field'; c: number; j: number; n: number }
  | { t: 'alert'; c: number; f: number }
  | { t: 'pause' | 'resume' | 'deleteAlert'; c: number; a: number }
  | { t: 'offline' | 'online' | 'sync' | 'restart'; c: number }
  | { t: 'fault'; path: number; count: number }
  | { t: 'seedStar'; j: number }
  | { t: 'seedUnstar'; j: number };

const c = fc.integer({ min: 0, max: 1 });
const j = fc.integer({ min: 0, max: 2 });
const a = fc.integer({ min: 0, max: 3 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constantFrom('star' as const, 'unstar' as const), c, j }) },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('move' as const), c, j, s: fc.integer({ min: 1, max: STAGES.length - 1 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constantFrom('note' as const, 'field' as const), c, j, n: fc.integer({ max: 99 }) }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('alert' as const), c, f: fc.integer({ min: 0, max: 2 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constantFrom('pause' as const, 'resume' as const, 'deleteAlert' as const), c, a }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constantFrom('offline' as const, 'online' as const, 'sync' as const, 'restart' as const),
      c,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.record({ t: fc.constant('seedStar' as const), j }),
      fc.record({ t: fc.constant('seedUnstar' as const), j }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('fault' as const),
      path: fc.integer({ min: 0, max: FAULT_PATHS.length - 1 }),
      count: fc.integer({ min: 1, max: 2 }),
    }),
  },
);

// A job the service lists, and one it does not know (its details travel only in the record).
const modelServer = useModelServer({
  name: 'jobstar-records-model-',
  catalog: 50,
  listed: 2,
  unknown: 'linkedin:3797662873',
});
const { faults } = modelServer;
let run = 0;

async function serverState(email: string) {
  const token = await modelServer.server.mintIdToken(email);
  const get = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${modelServer.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status, path).toBe(200);
    return (await answer.json()) as T;
  };
  const { saved } = await get<{ saved: { job_id: string }[] }>('/api/me/saved');
  const records = new Map<string, JobRecord>();
  for (let after = '', more = true; more; ) {
    const page = await get<{ records: JobRecord[]; cursor: string; more: boolean }>(
      `${EXTENSION}/records${after ? `?after=${after}` : ''}`,
    );
    for (const record of page.records) records.set(record.job_id, record);
    ({ cursor: after, more } = page);
  }
  const { alerts } = await get<{ alerts: Alert[] }>(`${EXTENSION}/alerts`);
  return { stars: saved.map((entry) => entry.job_id).sort(), records, alerts };
}

/**
 * A star or unstar through the seed alone, as a client that knows nothing of records makes it. The service records
 * it as an act only when it changes the last act (server/jobstar/seed-acts.ts), at its own time: answers that act,
 * read from the service's record, or undefined. The fault switch is cleared first so that the reads are answered.
 */
async function seedAct(email: string, jobId: string, starred: boolean) {
  await modelServer.faults('DELETE');
  const before = (await serverState(email)).records.get(jobId)?.star;
  const token = await modelServer.server.mintIdToken(email);
  const answer = await fetch(`${modelServer.server.url}/api/me/saved/${encodeURIComponent(jobId)}`, {
    method: starred ? 'PUT' : 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(204);
  const after = (await serverState(email)).records.get(jobId)?.star;
  if (!after || JSON.stringify(after) === JSON.stringify(before)) return undefined;
  return { starred: after.starred, at: Date.parse(after.at) };
}

/** A clock that moves at least 1 ms per act, so no two acts share a time (the order is the person's). */
async function tick(): Promise<Date> {
  const before = Date.now();
  while (Date.now() === before) await new Promise((resolve) => setTimeout(resolve, 1));
  return new Date();
}

async function runHistory(commands: Command[]): Promise<void> {
  run += 1;
  await faults('DELETE');
  const email = `r${run}@records-model.test`;
  const devices = [0, 1].map(() => new ModelClient(modelServer.server, CLIENT_TIMEOUT_MS, true));
  const sync = async (index: number, mustSucceed = false) => {
    let outcome = await devices[index]!.engine.sync({ force: true });
    // A loaded machine can be slower than the client's timeout; a browser would simply try again.
    for (let retry = 0; mustSucceed && outcome.state === 'retrying' && retry < 5; retry++)
      outcome = await devices[index]!.engine.sync({ force: true });
    if (mustSucceed) expect(outcome.state === 'synced' ? 'synced' : JSON.stringify(outcome)).toBe('synced');
  };
  for (const index of [0, 1]) {
    await devices[index]!.signIn(email);
    await sync(index, true);
    const db = await devices[index]!.db();
    expect((await db.syncState.get('sync'))?.extensions?.features).toContain('records');
    await shareAllApplications(db, 'yes', new Date());
  }

  /** Per job, the person's acts that queued something, with their click time. */
  const acts = new Map<string, { starred: boolean; at: number }[]>();
  const moves = new Map<string, Set<string>>();
  /** Alerts made, by their creating device's local id; deleted, by the service's id once it was known. */
  const made = new Set<string>();
  const deleted = new Set<string>();
  try {
    for (const cmd of commands) {
      if (cmd.t === 'fault') {
        await faults('POST', { path: FAULT_PATHS[cmd.path], count: cmd.count, status: 503, retryAfter: 1 });
        continue;
      }
      if (cmd.t === 'seedStar' || cmd.t === 'seedUnstar') {
        await tick();
        const jobId = modelServer.jobIds[cmd.j]!;
        const act = await seedAct(email, jobId, cmd.t === 'seedStar');
        if (act) acts.set(jobId, [...(acts.get(jobId) ?? []), act]);
        continue;
      }
      const device = devices[cmd.c]!;
      const db = await device.db();
      const now = await tick();
      switch (cmd.t) {
        case 'star':
        case 'unstar': {
          const jobId = modelServer.jobIds[cmd.j]!;
          const queued =
            cmd.t === 'star'
              ? await star(db, { jobId, title: `Job ${cmd.j}`, company: 'Acme', site: 'service' }, now)
              : await unstar(db, jobId, now);
          if (queued !== undefined)
            acts.set(jobId, [...(acts.get(jobId) ?? []), { starred: cmd.t === 'star', at: now.getTime() }]);
          break;
        }
        case 'move': {
          const jobId = modelServer.jobIds[cmd.j]!;
          try {
            await setStage(db, jobId, STAGES[cmd.s]!, now, now);
            const row = await db.applications.get(jobId);
            const id = row?.history.at(-1)?.id;
            if (id && row?.stage === STAGES[cmd.s]) moves.set(jobId, (moves.get(jobId) ?? new Set()).add(id));
          } catch (refused) {
            if (!(refused instanceof Error && refused.name === 'ApplicationRefusal')) throw refused;
          }
          break;
        }
        case 'note':
        case 'field': {
          const fields = cmd.t === 'note' ? { notes: `note ${cmd.n} on ${cmd.c}` } : { foundVia: `via ${cmd.n}` };
          await updateApplication(db, modelServer.jobIds[cmd.j]!, fields, now).catch((refused: Error) => {
            if (refused.name !== 'ApplicationRefusal') throw refused;
          });
          break;
        }
        case 'alert':
          made.add(await createAlert(db, FILTERS[cmd.f]!, { now }));
          break;
        case 'pause':
        case 'resume':
        case 'deleteAlert': {
          const shown = (await db.alerts.toArray()).filter((row) => !row.deletedAt);
          const alert = shown[cmd.a % Math.max(shown.length, 1)];
          if (!alert) break;
          if (cmd.t !== 'deleteAlert') await setAlertActive(db, alert.id, cmd.t === 'resume', now.getTime());
          else if (await deleteAlert(db, alert.id, now)) deleted.add(alert.alertId ?? alert.id);
          break;
        }
        case 'offline':
          device.online = false;
          break;
        case 'online':
          device.online = true;
          break;
        case 'restart':
          device.restart();
          await device.engine.start();
          break;
        case 'sync':
          if (device.online) await sync(cmd.c);
          break;
      }
    }

    await faults('DELETE');
    for (const device of devices) device.online = true;
    for (const index of [0, 1, 0, 1]) await sync(index, true);

    const actual = await serverState(email);
    const expected = modelServer.jobIds
      .filter((jobId) => {
        const list = acts.get(jobId) ?? [];
        return list.length > 0 && list.reduce((last, act) => (act.at > last.at ? act : last)).starred;
      })
      .sort();
    expect(actual.stars).toEqual(expected);
    const dbs = await Promise.all(devices.map((device) => device.db()));
    for (const db of dbs) {
      expect((await db.saved.where('starred').equals(1).primaryKeys()).sort()).toEqual(expected);
      expect(await db.outbox.count()).toBe(0);
      expect(await db.deadLetters.count()).toBe(0);
    }

    for (const jobId of modelServer.jobIds) {
      const kept = new Set(
        actual.records
          .get(jobId)
          ?.application?.moves.filter((m) => !m.removed)
          .map((m) => m.id),
      );
      for (const id of moves.get(jobId) ?? []) expect(kept.has(id), `move ${id} of ${jobId}`).toBe(true);
      const [rowA, rowB] = await Promise.all(dbs.map((db) => db.applications.get(jobId)));
      if (rowA && rowB && !rowA.archivedAt && !rowB.archivedAt) {
        expect(rowB.history).toEqual(rowA.history);
        expect(rowB.stage).toBe(rowA.stage);
        expect(rowB.notes).toBe(rowA.notes);
        expect(rowB.foundVia).toBe(rowA.foundVia);
      }
    }

    const serviceIds = actual.alerts.map((alert) => alert.alert_id).sort();
    expect(new Set(serviceIds).size).toBe(serviceIds.length);
    for (const id of deleted) expect(serviceIds).not.toContain(id);
    const createdHere = await Promise.all(dbs.map((db) => db.alerts.toArray()));
    for (const rows of createdHere) {
      expect(rows.every((row) => row.status === 'confirmed' && !row.deletedAt)).toBe(true);
      expect(rows.map((row) => row.alertId).sort()).toEqual(serviceIds);
      for (const row of rows) expect(row.active).toBe(actual.alerts.find((x) => x.alert_id === row.alertId)?.active);
    }
    // Every alert made is on the server once, unless a device deleted it (by the service's id, or by its local id
    // before its creation was sent).
    expect(serviceIds).toHaveLength(made.size - deleted.size);
  } finally {
    for (const device of devices) device.store.close();
  }
}

describe('records model', () => {
  it(`two devices and the reference server converge and keep every act over ${RUNS} random histories`, async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), runHistory), {
      numRuns: RUNS,
      endOnFailure: !process.env.SOAK,
    });
  }, 3_600_000);
});
