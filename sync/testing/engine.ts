/** A sync engine over one isolated database and a FakeApi, with a settable "current account". */
import type { AccountDb } from '../../storage/db';
import { freshDb } from '../../storage/testing/db-fixture';
import { createSyncEngine, type SyncEngine } from '../engine';
import { FakeApi } from './fake-api';

export interface EngineHarness {
  db: AccountDb;
  api: FakeApi;
  engine: SyncEngine;
  scheduled: (number | undefined)[];
  changes: { jobId: string; starred: boolean }[];
  setCurrent(key: string | null): void;
}

export function engineHarness(options: { now?: () => number; random?: () => number } = {}): EngineHarness {
  const db = freshDb('account-a');
  const api = new FakeApi();
  let current: string | null = 'account-a';
  const scheduled: (number | undefined)[] = [];
  const changes: { jobId: string; starred: boolean }[] = [];
  const engine = createSyncEngine({
    bind: async () => (current === 'account-a' ? { key: 'account-a', db, api } : null),
    currentKey: async () => current,
    schedule: (at) => scheduled.push(at),
    onStarsChanged: (batch) => changes.push(...batch),
    now: options.now,
    random: options.random,
  });
  return {
    db,
    api,
    engine,
    scheduled,
    changes,
    setCurrent: (key) => {
      current = key;
    },
  };
}
