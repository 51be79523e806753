import { describe, expect, it } from 'vitest';
import { createAlert } from '../alerts/alerts';
import { dbNameFor, SIGNED_OUT_DB_NAME } from '../db/db';
import { patchProfile, saveProfile } from '../profile/profile';
import { star, unstar } from '../stars/saved';
import { freshStore } from '../testing/db-fixture';
import { deleteLocalData, switchToAccount, switchToSignedOut } from './accounts';
import { adoptSignedOut } from './adopt';

const alice = { issuer: 'http://idp/oidc', subject: 'alice', email: 'alice@example.com' };
const bob = { issuer: 'http://idp/oidc', subject: 'bob' };
const ref = (jobId: string) => ({ jobId, title: `Job ${jobId}`, site: 'service' });

describe('accounts', () => {
  it('adopts stars, alerts and profile edits made signed out, with outbox rows, and empties the signed-out database', async () => {
    const store = freshStore();
    const signedOut = await store.currentDb();
    expect(signedOut.name).toBe(SIGNED_OUT_DB_NAME);
    await star(signedOut, ref('a'));
    await star(signedOut, ref('b'));
    await unstar(signedOut, 'b');
    const alertId = await createAlert(signedOut, { country: 'IL' });
    await saveProfile(signedOut, { skills: ['Go'] });

    expect(await switchToAccount(store, alice)).toEqual({ saved: 1, alerts: 1, profile: true });
    const db = await store.currentDb();
    expect(db.name).toBe(dbNameFor(alice));
    expect((await db.saved.toArray()).map((row) => [row.jobId, row.starred])).toEqual([['a', 1]]);
    expect((await db.outbox.toArray()).map((row) => row.key).sort()).toEqual([
      `alert:${alertId}`,
      'profile',
      'saved:a',
    ]);
    expect(await db.profile.get('me')).toMatchObject({ local: { skills: ['Go'] }, dirty: 1 });
    for (const table of [signedOut.saved, signedOut.alerts, signedOut.profile, signedOut.outbox]) {
      expect(await table.count()).toBe(0);
    }
  });

  it('a field edited signed out joins the account profile; the account keeps the fields not edited', async () => {
    const store = freshStore();
    const signedOut = store.open(SIGNED_OUT_DB_NAME);
    await patchProfile(signedOut, { seniority: 'senior' });
    const into = store.open(dbNameFor(alice));
    await into.profile.put({ id: 'me', local: { skills: ['Go'], seniority: 'mid' }, dirty: 0, updatedAt: 1 });
    await adoptSignedOut(signedOut, into);
    expect(await into.profile.get('me')).toMatchObject({ local: { skills: ['Go'], seniority: 'senior' }, dirty: 1 });
    expect(await into.outbox.toArray()).toMatchObject([{ kind: 'profile', fields: ['seniority'] }]);
  });

  it("a star the account already has stays the account's, taking the signed-out page only where it had none", async () => {
    const store = freshStore();
    const signedOut = store.open(SIGNED_OUT_DB_NAME);
    for (const jobId of ['a', 'b', 'c']) await star(signedOut, ref(jobId));
    const into = store.open(dbNameFor(alice));
    const accountPage = { title: 'The account’s title', site: 'service' };
    await into.saved.bulkPut([
      { jobId: 'a', starred: 1, savedAt: '2026-01-01T00:00:00.000Z', synced: 1, page: accountPage },
      { jobId: 'b', starred: 1, savedAt: '2026-01-01T00:00:00.000Z', synced: 1 },
    ]);
    expect(await adoptSignedOut(signedOut, into)).toEqual({ saved: 1, alerts: 0, profile: false });
    const rows = new Map((await into.saved.toArray()).map((row) => [row.jobId, row]));
    expect(rows.get('a')).toMatchObject({ synced: 1, page: accountPage });
    expect(rows.get('b')).toMatchObject({ synced: 1, page: { title: 'Job b' } });
    expect(rows.get('c')).toMatchObject({ starred: 1, synced: 0, page: { title: 'Job c' } });
    expect((await into.outbox.toArray()).map((row) => row.key)).toEqual(['saved:c']);
  });

  it('adopting twice changes nothing more', async () => {
    const store = freshStore();
    const signedOut = store.open(SIGNED_OUT_DB_NAME);
    await star(signedOut, ref('a'));
    await createAlert(signedOut, { country: 'IL' });
    const snapshot = { saved: await signedOut.saved.toArray(), alerts: await signedOut.alerts.toArray() };
    const into = store.open(dbNameFor(alice));
    await adoptSignedOut(signedOut, into);
    await signedOut.saved.bulkPut(snapshot.saved);
    await signedOut.alerts.bulkPut(snapshot.alerts);
    await adoptSignedOut(signedOut, into);
    expect(await into.alerts.count()).toBe(1);
    expect(await into.outbox.count()).toBe(2);
  });

  it("keeps each account's rows in its own database", async () => {
    const store = freshStore();
    await switchToAccount(store, alice);
    await star(await store.currentDb(), ref('alice-job'));
    await switchToSignedOut(store, { removeData: false });
    await switchToAccount(store, bob);
    const bobDb = await store.currentDb();
    expect(await bobDb.saved.count()).toBe(0);
    expect(await bobDb.outbox.count()).toBe(0);
    await switchToAccount(store, alice);
    expect((await (await store.currentDb()).saved.toArray()).map((row) => row.jobId)).toEqual(['alice-job']);
  });

  it('signing out keeps the account data unless asked to remove it', async () => {
    const store = freshStore();
    await switchToAccount(store, alice);
    await star(await store.currentDb(), ref('a'));
    await switchToSignedOut(store, { removeData: false });
    expect(await store.currentAccount()).toBeNull();
    expect(await store.open(dbNameFor(alice)).saved.count()).toBe(1);
    await switchToAccount(store, alice);
    await switchToSignedOut(store, { removeData: true });
    expect(await store.open(dbNameFor(alice)).saved.count()).toBe(0);
  });

  it('deletes the current local data and starts empty', async () => {
    const store = freshStore();
    await switchToAccount(store, alice);
    await star(await store.currentDb(), ref('a'));
    await deleteLocalData(store);
    expect(await (await store.currentDb()).saved.count()).toBe(0);
    expect(await store.currentAccount()).toEqual(alice);
  });
});
