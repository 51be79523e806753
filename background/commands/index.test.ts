import { describe, expect, it } from 'vitest';
import type { AuthService } from '../../auth/service.types';
import { freshStore } from '../../storage/testing/db-fixture';
import { createCommands } from './index';

const alice = { issuer: 'http://idp/oidc', subject: 'alice', email: 'alice@example.com', name: 'Alice' };

function setup() {
  const store = freshStore();
  const log: unknown[] = [];
  const auth: AuthService = {
    account: async () => alice,
    tokens: { token: async () => null, refresh: async () => null },
    signIn: async () => alice,
    signOut: async () => undefined,
    onSessionLost: () => undefined,
  };
  const commands = createCommands({
    store,
    auth,
    requestSync: (options) => {
      log.push(['sync', options?.force ?? false]);
    },
    saveSettings: async (settings) => settings,
    settingsChanged: async () => {
      log.push(['settingsChanged']);
    },
    applicationChanged: async (jobIds) => {
      log.push(['applicationChanged', ...jobIds]);
    },
  });
  return { store, commands, log };
}

describe('the use cases: the write, then a sync request, whatever triggered them', () => {
  it('profile and alert: written with their outbox rows, then a sync is asked for', async () => {
    const { store, commands, log } = setup();
    await commands.profile.patch({ skills: ['Go'] });
    const id = await commands.alerts.create({ country: 'IL' });
    const db = await store.currentDb();
    expect((await db.profile.get('me'))?.local).toEqual({ skills: ['Go'] });
    expect(await db.alerts.get(id)).toMatchObject({ filter: { country: 'IL' } });
    expect(await db.outbox.count()).toBe(2);
    expect(log).toEqual([
      ['sync', false],
      ['sync', false],
    ]);
  });

  it('a dead letter retried goes back to the outbox and syncs now', async () => {
    const { store, commands, log } = setup();
    const db = await store.currentDb();
    const id = await db.deadLetters.add({
      kind: 'profile',
      key: 'profile',
      message: 'no',
      fieldErrors: [],
      failedAt: 1,
    });
    await commands.deadLetters.retry(id);
    expect([await db.deadLetters.count(), await db.outbox.count()]).toEqual([0, 1]);
    expect(log).toEqual([['sync', true]]);
  });

  it('import and delete tell the applications news and sync now; sign-in too, sign-out only tells', async () => {
    const { store, commands, log } = setup();
    await commands.data.deleteLocal();
    await commands.account.signIn();
    expect(await store.currentAccount()).toEqual(alice);
    await commands.account.signOut(false);
    expect(await store.currentAccount()).toBeNull();
    expect(log).toEqual([
      ['applicationChanged'],
      ['sync', true],
      ['applicationChanged'],
      ['sync', true],
      ['applicationChanged'],
    ]);
  });

  it('settings: stored, the star UI told, then a sync against the service as now configured', async () => {
    const { commands, log } = setup();
    await commands.settings.save({
      apiBaseUrl: 'https://jobs.example.com',
      oidcIssuer: 'https://id.example.com',
      oidcClientId: 'x',
    });
    expect(log).toEqual([['settingsChanged'], ['sync', true]]);
  });
});
