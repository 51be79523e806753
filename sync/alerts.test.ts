/**
 * Alerts across two devices of one account through the service's extension (issue 31): both engines talk to one
 * FakeApi, each with its own database, and the extension is announced in each sync state as discovery keeps it.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { createAlert, deleteAlert, setAlertActive } from '../storage/alerts';
import type { AccountDb } from '../storage/db';
import * as queries from '../storage/queries';
import { freshDb } from '../storage/testing/db-fixture';
import { discardDeadLetter } from './dead-letters';
import { createSyncEngine } from './engine';
import { FakeApi } from './testing/fake-api';

const LINK = 'https://service.example/api/jobstar/v1';

function device(api: FakeApi, name: string, features: ('alerts' | 'records')[] = ['alerts']) {
  const db = freshDb(name);
  const engine = createSyncEngine({
    bind: async () => ({ key: name, db, api }),
    currentKey: async () => name,
    schedule: () => undefined,
  });
  const announce = () =>
    db.syncState.put({ id: 'sync', attempt: 0, running: false, extensions: { link: LINK, features, describedAt: '' } });
  return { db, engine, announce };
}

const listedIds = async (db: AccountDb) => (await queries.alerts(db)).map((alert) => alert.alertId).sort();

describe('alerts through the service extension', () => {
  it('converge: made on A appears on B, paused on B shows paused on A, deleted on A disappears from B', async () => {
    const api = new FakeApi();
    const a = device(api, 'a');
    const b = device(api, 'b');
    await a.announce();
    await b.announce();

    const made = await createAlert(a.db, { country: 'IL' });
    await a.engine.sync();
    await b.engine.sync();
    const serviceId = (await a.db.alerts.get(made))?.alertId;
    expect(serviceId).toBeDefined();
    expect(await listedIds(b.db)).toEqual([serviceId]);

    const onB = (await queries.alerts(b.db))[0];
    await setAlertActive(b.db, onB?.id ?? '', false);
    await b.engine.sync();
    await a.engine.sync();
    expect(await a.db.alerts.get(made)).toMatchObject({ active: false });
    expect(
      api.calls.filter((call) => call.method === 'extension').map((call) => (call.arg as { call: string }).call),
    ).toContain('setAlertActive');

    await deleteAlert(a.db, made);
    await a.engine.sync();
    expect(api.alerts.size).toBe(0);
    expect(await a.db.alerts.count()).toBe(0);
    await b.engine.sync();
    expect(await b.db.alerts.count()).toBe(0);
  });

  it('a delete that failed stays hidden and waiting, and is sent at the next sync', async () => {
    const api = new FakeApi();
    const a = device(api, 'a');
    const b = device(api, 'b');
    await a.announce();
    await b.announce();
    await createAlert(a.db, { country: 'IL' });
    await a.engine.sync();
    await b.engine.sync();
    const onB = (await queries.alerts(b.db))[0]?.id ?? '';

    await deleteAlert(b.db, onB);
    api.failNext('extension', new ApiError('server', 'The service answered 503', 503));
    expect(await b.engine.sync()).toMatchObject({ state: 'retrying' });
    expect(await queries.alerts(b.db)).toEqual([]);
    expect(await b.db.outbox.toArray()).toMatchObject([{ kind: 'alert-delete' }]);

    await b.engine.sync({ force: true });
    expect(api.alerts.size).toBe(0);
    expect(await b.db.alerts.count()).toBe(0);
  });

  it('a delete the service refused goes to the failed changes; Discard shows the alert again', async () => {
    const api = new FakeApi();
    const a = device(api, 'a');
    await a.announce();
    const made = await createAlert(a.db, { country: 'IL' });
    await a.engine.sync();
    await deleteAlert(a.db, made);
    api.failNext('extension', new ApiError('client', 'Not allowed', 403));
    await a.engine.sync();
    const [letter] = await a.db.deadLetters.toArray();
    expect(letter).toMatchObject({ kind: 'alert-delete', status: 403 });
    await discardDeadLetter(a.db, letter?.id as number);
    await a.engine.sync();
    expect(await listedIds(a.db)).toHaveLength(1);
  });

  it('deleting an alert never sent drops its creation and asks the service nothing', async () => {
    const api = new FakeApi();
    const a = device(api, 'a');
    await a.announce();
    const made = await createAlert(a.db, { country: 'IL' });
    await deleteAlert(a.db, made);
    await a.engine.sync();
    expect(api.calls.some((call) => call.method === 'createAlert')).toBe(false);
    expect(
      api.calls.filter((call) => call.method === 'extension').map((call) => (call.arg as { call: string }).call),
    ).toEqual(['listAlerts']);
    expect(await a.db.alerts.count()).toBe(0);
  });

  it('a service that does not offer alerts is never asked for them: each device keeps only its own', async () => {
    const api = new FakeApi();
    const a = device(api, 'a', ['records']);
    const b = device(api, 'b');
    await a.announce();
    await createAlert(a.db, { country: 'IL' });
    await a.engine.sync();
    await b.engine.sync();
    expect(api.calls.some((call) => call.method === 'extension')).toBe(false);
    expect(await b.db.alerts.count()).toBe(0);
    expect(await queries.alertsOffered(a.db)).toBe(false);
  });
});
