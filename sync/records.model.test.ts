/**
 * The records model test (DESIGN §8, issue 31): fast-check drives random histories of one person on two devices
 * that both keep applications on the service — stars, unstars, stage moves, notes and fields, each device going
 * offline and online, and its worker restarting — against a faithful fake of the service's extension (it merges
 * with the contract's own merge and applies the winning star act to the seed's list, as the reference server does).
 * After everyone syncs: both devices and the service hold the same stars, each the outcome of the person's latest
 * act by act time, whatever order devices synced in; every move made is in the service's history; both devices
 * show the same history, stage and notes. `SOAK=1` runs 2,000 histories.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAGES } from '../api/contract/jobstar/index';
import { setStage, updateApplication } from '../storage/applications';
import { shareAllApplications } from '../storage/records';
import { star, unstar } from '../storage/stars';
import { freshDb } from '../storage/testing/db-fixture';
import { createSyncEngine, type SyncEngine } from './engine';
import { FakeApi } from './testing/fake-api';
import { FakeExtension } from './testing/fake-extension';

const RUNS = process.env.SOAK ? 2_000 : 100;
const JOBS = ['greenhouse:acme:1', 'linkedin:3797662873', 'lever:biocatch:9'];
const T0 = Date.parse('2026-11-27T10:00:00.000Z');

type Command =
  | { t: 'star' | 'unstar'; c: number; j: number }
  | { t: 'move'; c: number; j: number; s: number }
  | { t: 'note' | 'field'; c: number; j: number; n: number }
  | { t: 'offline' | 'online' | 'sync' | 'restart'; c: number };

const c = fc.integer({ min: 0, max: 1 });
const j = fc.integer({ min: 0, max: JOBS.length - 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ t: fc.constantFrom('star' as const, 'unstar' as const), c, j }),
  fc.record({ t: fc.constant('move' as const), c, j, s: fc.integer({ min: 1, max: STAGES.length - 1 }) }),
  fc.record({ t: fc.constantFrom('note' as const, 'field' as const), c, j, n: fc.integer({ min: 0, max: 99 }) }),
  fc.record({ t: fc.constantFrom('offline' as const, 'online' as const, 'sync' as const, 'restart' as const), c }),
);

async function runHistory(commands: Command[]): Promise<void> {
  let clock = T0;
  const api = new FakeApi();
  const extension = new FakeExtension(api, 7);
  const link = 'https://service.test/api/jobstar/v1';
  const devices = [0, 1].map((index) => {
    const db = freshDb(`device-${index}`);
    const make = (): SyncEngine =>
      createSyncEngine({
        bind: async () => ({
          key: 'a',
          db,
          api,
          extensions: { extension: () => extension, announced: () => link },
        }),
        currentKey: async () => 'a',
        schedule: () => undefined,
        now: () => clock,
      });
    return { db, engine: make(), make, online: true };
  });
  const sync = async (index: number) => {
    const outcome = await devices[index]!.engine.sync({ force: true });
    expect(outcome.state).toBe('synced');
  };
  for (const index of [0, 1]) {
    await sync(index);
    await shareAllApplications(devices[index]!.db, 'yes', new Date(clock));
  }

  /** Per job, the person's acts that queued something, with their click time. */
  const acts = new Map<string, { starred: boolean; at: number }[]>();
  const moves = new Map<string, Set<string>>();
  for (const cmd of commands) {
    clock += 60_000;
    const device = devices[cmd.c]!;
    const { db } = device;
    const now = new Date(clock);
    switch (cmd.t) {
      case 'star':
      case 'unstar': {
        const jobId = JOBS[cmd.j]!;
        const queued =
          cmd.t === 'star'
            ? await star(db, { jobId, title: `Job ${cmd.j}`, company: 'Acme', site: 'service' }, now)
            : await unstar(db, jobId, now);
        if (queued !== undefined)
          acts.set(jobId, [...(acts.get(jobId) ?? []), { starred: cmd.t === 'star', at: clock }]);
        break;
      }
      case 'move': {
        const jobId = JOBS[cmd.j]!;
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
        await updateApplication(db, JOBS[cmd.j]!, fields, now).catch((refused: Error) => {
          if (refused.name !== 'ApplicationRefusal') throw refused;
        });
        break;
      }
      case 'offline':
        device.online = false;
        break;
      case 'online':
        device.online = true;
        break;
      case 'restart':
        device.engine = device.make();
        await device.engine.start();
        break;
      case 'sync':
        if (device.online) await sync(cmd.c);
        break;
    }
  }

  clock += 60_000;
  for (const index of [0, 1, 0, 1]) await sync(index);

  const starredOn = async (index: number) =>
    (await devices[index]!.db.saved.where('starred').equals(1).primaryKeys()).sort();
  const expected = JOBS.filter((jobId) => {
    const list = acts.get(jobId) ?? [];
    return list.length > 0 && list.reduce((last, act) => (act.at > last.at ? act : last)).starred;
  }).sort();
  expect([...api.saved.keys()].sort()).toEqual(expected);
  expect(await starredOn(0)).toEqual(expected);
  expect(await starredOn(1)).toEqual(expected);
  for (const index of [0, 1]) expect(await devices[index]!.db.outbox.count()).toBe(0);

  for (const jobId of JOBS) {
    const kept = new Set(
      extension.records
        .get(jobId)
        ?.application?.moves.filter((m) => !m.removed)
        .map((m) => m.id),
    );
    for (const id of moves.get(jobId) ?? []) expect(kept.has(id), `move ${id} of ${jobId}`).toBe(true);
    const [rowA, rowB] = await Promise.all(devices.map(({ db }) => db.applications.get(jobId)));
    if (rowA && rowB && !rowA.archivedAt && !rowB.archivedAt) {
      expect(rowB.history).toEqual(rowA.history);
      expect(rowB.stage).toBe(rowA.stage);
      expect(rowB.notes).toBe(rowA.notes);
      expect(rowB.foundVia).toBe(rowA.foundVia);
    }
  }
}

describe('records model', () => {
  it(`two devices converge and keep every act over ${RUNS} random histories`, async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 40 }), runHistory), {
      numRuns: RUNS,
    });
  }, 1_800_000);
});
