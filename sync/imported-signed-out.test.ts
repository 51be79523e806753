/**
 * A file imported signed out queues nothing (storage/data/data.ts): signing in is what queues its stars and alerts
 * for the account (storage/accounts/adopt.ts). Proven end to end here: the import, the sign-in, one sync against
 * the fake service, and every imported star, the alert and the profile are on the service.
 */
import { describe, expect, it } from 'vitest';
import type { ExportFile } from '../model/export-file';
import { switchToAccount } from '../storage/accounts';
import { importJson } from '../storage/data';
import { dbNameFor, SIGNED_OUT_DB_NAME } from '../storage/db';
import { freshStore } from '../storage/testing/db-fixture';
import { createSyncEngine } from './engine';
import { FakeApi } from './testing/fake-api';

const alice = { issuer: 'http://idp/oidc', subject: 'alice', email: 'alice@example.com' };
const JOBS = Array.from({ length: 120 }, (_, index) => `lever:acme:${index}`);

const file: ExportFile = {
  format: 'jobstar-export',
  version: 1,
  exportedAt: '2026-04-01T00:00:00.000Z',
  saved: JOBS.map((jobId, index) => ({
    ref: { jobId, title: `Job ${index}`, site: 'lever' },
    savedAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
  })),
  alerts: [{ filter: { country: 'IL', skills: 'Go' } }],
  profile: { skills: ['Go'] },
};

describe('an import made signed out', () => {
  it('queues only the profile, and every star and the alert reach the service once someone signs in', async () => {
    const store = freshStore();
    const signedOut = store.open(SIGNED_OUT_DB_NAME);
    expect(await importJson(signedOut, file)).toEqual({ saved: 120, alerts: 1, profile: true, applications: 0 });
    expect((await signedOut.outbox.toArray()).map((row) => row.key)).toEqual(['profile']);

    expect(await switchToAccount(store, alice)).toEqual({ saved: 120, alerts: 1, profile: true });
    const name = dbNameFor(alice);
    const db = store.open(name);
    const api = new FakeApi();
    const engine = createSyncEngine({
      bind: async () => ({ key: name, db, api }),
      currentKey: async () => name,
      schedule: () => undefined,
    });
    await engine.sync();

    expect([...api.saved.keys()].sort()).toEqual([...JOBS].sort());
    expect([...api.alerts.values()].map((alert) => alert.filter)).toEqual([{ country: 'IL', skills: 'Go' }]);
    expect(api.profile).toMatchObject({ skills: ['Go'] });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the outbox rows of an import made signed in, as before', async () => {
    const store = freshStore();
    const db = store.open(dbNameFor(alice));
    await importJson(db, file);
    const keys = (await db.outbox.toArray()).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith('saved:')).sort()).toEqual(JOBS.map((jobId) => `saved:${jobId}`).sort());
    expect(keys.filter((key) => key.startsWith('alert:'))).toHaveLength(1);
    expect(keys).toContain('profile');
  });
});
