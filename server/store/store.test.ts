/**
 * The store interface's promises, held by both implementations. "Two instances" are two stores opened on one
 * database: what they race on must come out as if one had gone first.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_DEFAULTS } from '../../api/contract';
import { COMPANIES, DAY, fixtureCatalog, job, tempDir } from '../testing/fixtures';
import { STORES, storeSkipReason, testDatabase } from '../testing/postgres';
import { openStore } from './open';
import type { AlertRecord, Store, StoreKind } from './store';

const NOW = Date.parse('2026-06-15T12:00:00Z');

/** Two stores on one new database (or one new DATA_DIR). */
async function twoInstances(kind: StoreKind): Promise<{ a: Store; b: Store; close(): Promise<void> }> {
  const dataDir = tempDir();
  const postgres = kind === 'postgres' ? { url: await testDatabase() } : undefined;
  const a = await openStore({ dataDir, postgres });
  const b = await openStore({ dataDir, postgres });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const mail = (to: string) => ({ to, subject: 's', text: 't', html: '<p>h</p>', messageId: `<${to}@test>` });

const alert = (sub: string, overrides: Partial<AlertRecord> = {}): AlertRecord => ({
  alert_id: crypto.randomUUID(),
  sub,
  filter: { country: 'IL', seniority: 'senior' },
  active: true,
  created_at: NOW,
  last_notified_at: null,
  request_hash: 'h1',
  ...overrides,
});

describe.each(STORES)('%s store', (kind) => {
  const skip = storeSkipReason(kind);
  if (skip) {
    it.skip(skip, () => {});
    return;
  }
  let instances: Awaited<ReturnType<typeof twoInstances>>;
  let store: Store;
  beforeAll(async () => {
    instances = await twoInstances(kind);
    store = instances.a;
  });
  afterAll(() => instances.close());

  it('seeds the catalog once, however many instances start together', async () => {
    const catalog = fixtureCatalog(NOW);
    const seeded = await Promise.all([
      instances.a.catalog.seedIfEmpty(() => catalog),
      instances.b.catalog.seedIfEmpty(() => catalog),
    ]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect(await store.catalog.seedIfEmpty(() => catalog)).toBe(false);
    const snapshot = await instances.b.catalog.load();
    expect(snapshot.companies.map((company) => company.domain)).toEqual(COMPANIES.map((company) => company.domain));
    expect(snapshot.jobs).toHaveLength(catalog.jobs.length);
    const posted = snapshot.jobs.map((row) => row.posted_at);
    expect(posted).toEqual([...posted].sort((x, y) => y - x));
    const go = snapshot.jobs.find((row) => row.job_id === catalog.jobs[0]!.job_id)!;
    expect(go).toMatchObject({ skills: '["Go","Kubernetes"]', salary_ils: 30_000, salary_disclosed: 1, confidence: 0 });
    expect(typeof go.skills_mask).toBe('bigint');
    expect(go.skills_mask).toBeGreaterThan(0n);
  });

  it('replaces jobs by id, adds new ones, moves the version on, and keeps descriptions in the store', async () => {
    const before = await store.catalog.version();
    const first = fixtureCatalog(NOW).jobs[0]!;
    await store.catalog.upsertJobs([
      { ...first, title: 'Principal Backend Engineer' },
      job({ job_id: 'lever:tracebit:new-1', company_domain: 'tracebit.io', description: 'Ships things.' }, NOW),
    ]);
    expect(await instances.b.catalog.version()).toBe(before + 1);
    const snapshot = await instances.b.catalog.load();
    expect(snapshot.version).toBe(before + 1);
    expect(snapshot.jobs.filter((row) => row.job_id === first.job_id).map((row) => row.title)).toEqual([
      'Principal Backend Engineer',
    ]);
    const added = snapshot.jobs.find((row) => row.job_id === 'lever:tracebit:new-1')!;
    const descriptions = await store.catalog.descriptions([added.id, 999_999]);
    expect(descriptions.get(added.id)).toBe('Ships things.');
    expect(descriptions.get(999_999) ?? '').toBe('');
    await expect(
      store.catalog.upsertJobs([job({ job_id: 'x:1', company_domain: 'nowhere.example' }, NOW)]),
    ).rejects.toThrow(/Unknown company nowhere.example/);
  });

  it('gives an e-mail one account, with one sub, even when two instances create it at once', async () => {
    const [x, y] = await Promise.all([
      instances.a.accounts.ensure('race@example.com', NOW),
      instances.b.accounts.ensure('race@example.com', NOW),
    ]);
    expect(x).toEqual(y);
    expect(x.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.accounts.bySub(x.sub)).toEqual({ sub: x.sub, email: 'race@example.com' });
    expect(await store.accounts.bySub('nobody')).toBeUndefined();
  });

  it('remembers an external account’s e-mail; a token without one keeps it', async () => {
    expect(await store.identities.email('https://idp#1')).toBeUndefined();
    await store.identities.remember('https://idp#1', 'first@example.com', NOW);
    await store.identities.remember('https://idp#1', undefined, NOW + 1);
    expect(await instances.b.identities.email('https://idp#1')).toBe('first@example.com');
    await store.identities.remember('https://idp#1', 'second@example.com', NOW + 2);
    expect(await store.identities.email('https://idp#1')).toBe('second@example.com');
  });

  it('stores a profile whole and reads it back as written', async () => {
    expect(await store.profiles.read('p1')).toBeUndefined();
    const profile = { ...PROFILE_DEFAULTS, skills: ['Go'], country: ['IL', 'US'], cadence: 'weekly' as const };
    await store.profiles.write('p1', profile, NOW);
    await store.profiles.write('p1', { ...profile, digest_day: 3 }, NOW + 1);
    expect(await instances.b.profiles.read('p1')).toEqual({ ...profile, digest_day: 3 });
  });

  it('keeps the first star of a job, lists newest first (equal times: the later star first), unstars', async () => {
    await store.saved.star('s1', 'a:1', NOW);
    await store.saved.star('s1', 'a:2', NOW + 5);
    await store.saved.star('s1', 'a:3', NOW + 5);
    await store.saved.star('s1', 'a:1', NOW + 9);
    await store.saved.star('s2', 'a:1', NOW);
    expect(await store.saved.list('s1')).toEqual([
      { job_id: 'a:3', saved_at: NOW + 5 },
      { job_id: 'a:2', saved_at: NOW + 5 },
      { job_id: 'a:1', saved_at: NOW },
    ]);
    await store.saved.unstar('s1', 'a:2');
    await store.saved.unstar('s1', 'never');
    expect((await instances.b.saved.list('s1')).map((row) => row.job_id)).toEqual(['a:3', 'a:1']);
    expect(await store.saved.list('s2')).toHaveLength(1);
  });

  it('keeps at most `limit` alerts per account, even when two instances insert at once; a replay still answers', async () => {
    const replayed = alert('cap-a');
    expect(await store.alerts.insert(replayed, 'cap-key', 3)).toEqual(replayed);
    const racing = Array.from({ length: 8 }, (_, i) => alert('cap-a', { created_at: NOW + i }));
    const results = await Promise.all(
      racing.map((record, i) => (i % 2 ? instances.b : instances.a).alerts.insert(record, undefined, 3)),
    );
    expect(results.filter(Boolean)).toHaveLength(2);
    expect(await store.alerts.list('cap-a')).toHaveLength(3);
    expect(await store.alerts.insert(alert('cap-a'), 'other-key', 3)).toBeUndefined();
    expect((await instances.b.alerts.insert(alert('cap-a'), 'cap-key', 3))?.alert_id).toBe(replayed.alert_id);
    expect(await store.alerts.insert(alert('cap-b'), undefined, 3)).toBeDefined();
  });

  it('keeps at most `limit` stars per account, even when two instances star at once; a starred job stays starred', async () => {
    const racing = Array.from({ length: 10 }, (_, i) =>
      (i % 2 ? instances.b : instances.a).saved.star('cap-s', `a:${i}`, NOW + i, 4),
    );
    expect((await Promise.all(racing)).filter(Boolean)).toHaveLength(4);
    const kept = await store.saved.list('cap-s');
    expect(kept).toHaveLength(4);
    expect(await store.saved.star('cap-s', kept[0]!.job_id, NOW + 99, 4)).toBe(true);
    expect(await store.saved.star('cap-s', 'a:new', NOW + 99, 4)).toBe(false);
    await store.saved.unstar('cap-s', kept[0]!.job_id);
    expect(await store.saved.star('cap-s', 'a:new', NOW + 99, 4)).toBe(true);
    expect(await store.saved.list('cap-s')).toHaveLength(4);
  });

  it('makes one alert per idempotency key and account, even when two instances insert it at once', async () => {
    const first = alert('i1', { request_hash: 'same' });
    const second = alert('i1', { request_hash: 'same' });
    const [x, y] = (await Promise.all([
      instances.a.alerts.insert(first, 'key-1'),
      instances.b.alerts.insert(second, 'key-1'),
    ])) as [AlertRecord, AlertRecord];
    expect(x.alert_id).toBe(y.alert_id);
    expect([first.alert_id, second.alert_id]).toContain(x.alert_id);
    const other = alert('i2');
    expect((await store.alerts.insert(other, 'key-1'))?.alert_id).toBe(other.alert_id);
    const unkeyed = [alert('i1', { created_at: NOW + 1 }), alert('i1', { created_at: NOW + 1 })];
    for (const record of unkeyed) expect(await store.alerts.insert(record)).toEqual(record);
    const listed = await store.alerts.list('i1');
    expect(listed.map((record) => record.alert_id)).toEqual([unkeyed[1]!.alert_id, unkeyed[0]!.alert_id, x.alert_id]);
    expect(listed[2]).toEqual({ ...(x.alert_id === first.alert_id ? first : second) });
    expect(await store.alerts.find('i1', x.alert_id)).toEqual(listed[2]);
    expect(await store.alerts.find('i2', x.alert_id)).toBeUndefined();
    expect(await store.alerts.find('i1', 'not-a-uuid')).toBeUndefined();
  });

  it('keeps the provider’s sessions and tokens for every instance, until they expire or are revoked', async () => {
    const Sessions = instances.a.oidcAdapter;
    const Other = instances.b.oidcAdapter;
    await new Sessions('Session').upsert('s-1', { uid: 'u-1', accountId: 'acc' }, 60);
    expect(await new Other('Session').find('s-1')).toMatchObject({ accountId: 'acc' });
    expect(await new Other('Session').findByUid('u-1')).toMatchObject({ accountId: 'acc' });
    expect(await new Other('Grant').find('s-1')).toBeUndefined();

    await new Sessions('RefreshToken').upsert('r-1', { grantId: 'g-1', accountId: 'acc' }, 60);
    await new Other('RefreshToken').consume('r-1');
    expect((await new Sessions('RefreshToken').find('r-1'))?.consumed).toBeGreaterThan(0);
    await new Other('AccessToken').upsert('a-1', { grantId: 'g-1' }, 60);
    await new Sessions('AccessToken').revokeByGrantId('g-1');
    expect(await new Other('RefreshToken').find('r-1')).toBeUndefined();
    expect(await new Other('AccessToken').find('a-1')).toBeUndefined();

    await new Sessions('Interaction').upsert('i-1', { uid: 'u-2' }, -1);
    expect(await new Other('Interaction').find('i-1')).toBeUndefined();
    await new Sessions('Session').destroy('s-1');
    expect(await new Other('Session').find('s-1')).toBeUndefined();
  });

  it('makes the provider’s keys once: every instance gets the first one made', async () => {
    const made = (name: string) => async () => ({ jwks: { keys: [{ kty: 'oct', kid: name }] }, cookieKeys: [name] });
    const [x, y] = await Promise.all([instances.a.providerKeys(made('a')), instances.b.providerKeys(made('b'))]);
    expect(x).toEqual(y);
    expect(await store.providerKeys(made('c'))).toEqual(x);
  });

  it('reads the due accounts a page at a time: whole accounts, in sub order, within the page’s alerts', async () => {
    for (const [sub, count] of [
      ['pg-a', 2],
      ['pg-b', 1],
      ['pg-c', 4],
      ['pg-d', 1],
      ['pg-e', 2],
    ] as const) {
      for (let i = 0; i < count; i++) await store.alerts.insert(alert(sub, { created_at: NOW + i }));
    }
    await store.alerts.insert(alert('pg-f', { active: false }));
    const whole = await instances.b.digests.due();
    const pages: string[][] = [];
    let after = '';
    for (;;) {
      const page = await instances.b.digests.due({ after, alerts: 3 });
      if (page.length === 0) break;
      expect(page.length === 1 || page.reduce((sum, account) => sum + account.alerts.length, 0) <= 3).toBe(true);
      pages.push(page.map((account) => account.sub));
      expect(page).toEqual(whole.filter((account) => page.some((one) => one.sub === account.sub)));
      after = page[page.length - 1]!.sub;
    }
    expect(pages.flat()).toEqual(whole.map((account) => account.sub).sort());
    const mine = pages.filter((page) => page.some((one) => one.startsWith('pg-')));
    expect(mine).toContainEqual(['pg-c']);
    expect(pages.flat()).not.toContain('pg-f');
  });

  it('decides each account’s digest once: a decision made from a state that moved on is refused whole', async () => {
    const mine = [alert('d1', { created_at: NOW - DAY }), alert('d1'), alert('d2')];
    for (const record of mine) await store.alerts.insert(record);
    const due = await instances.b.digests.due();
    const d1 = due.find((account) => account.sub === 'd1')!;
    expect(d1).toMatchObject({ version: 0, lastSlot: 0 });
    expect(d1.alerts.map((record) => record.alert_id)).toEqual([mine[0]!.alert_id, mine[1]!.alert_id]);
    const decision = (to: string) => ({
      lastSlot: NOW,
      digest: { mail: mail(to), alertIds: [mine[0]!.alert_id], at: NOW + 1 },
    });
    // Two instances decide for d1 from the same state at once: one decision stands.
    const committed = await Promise.all([
      instances.a.digests.commit('d1', d1.version, decision('a@example.com')),
      instances.b.digests.commit('d1', d1.version, decision('b@example.com')),
    ]);
    expect(committed.filter(Boolean)).toHaveLength(1);
    const after = (await store.digests.due()).find((account) => account.sub === 'd1')!;
    expect(after).toMatchObject({ version: 1, lastSlot: NOW });
    expect(after.alerts[0]!.last_notified_at).toBe(NOW + 1);
    expect(after.alerts[1]!.last_notified_at).toBeNull();
    const queued = await store.digests.claim('me', NOW, 60_000, 5);
    expect(queued).toMatchObject({ sub: 'd1', attempts: 1 });
    expect(['a@example.com', 'b@example.com']).toContain(queued!.mail.to);
    expect(await store.digests.claim('me', NOW, 60_000, 5)).toBeUndefined();
    await store.digests.sent(queued!.id, NOW);
    // A refused decision changes nothing, not even the slot.
    expect(await store.digests.commit('d1', d1.version, { lastSlot: NOW + DAY })).toBe(false);
    expect((await store.digests.due()).find((account) => account.sub === 'd1')).toMatchObject({ lastSlot: NOW });
  });

  it('gives a queued digest to one sender at a time, and to another once the holder’s lease runs out', async () => {
    for (const sub of ['q1', 'q2']) {
      await store.alerts.insert(alert(sub));
      expect(
        await store.digests.commit(sub, 0, {
          lastSlot: 0,
          digest: { mail: mail(`${sub}@x.io`), alertIds: [], at: NOW },
        }),
      ).toBe(true);
    }
    const lease = 60_000;
    const [first, second] = await Promise.all([
      instances.a.digests.claim('a', NOW, lease, 3),
      instances.b.digests.claim('b', NOW, lease, 3),
    ]);
    expect(new Set([first?.mail.to, second?.mail.to])).toEqual(new Set(['q1@x.io', 'q2@x.io']));
    expect(await instances.b.digests.claim('b', NOW + lease - 1, lease, 3)).toBeUndefined();
    // The holder of q1 crashed: after its lease another instance takes q1 over (a second attempt).
    const [q1, q2] = first!.mail.to === 'q1@x.io' ? [first!, second!] : [second!, first!];
    await store.digests.sent(q2.id, NOW + 10);
    const taken = await instances.b.digests.claim('b', NOW + lease + 1, lease, 3);
    expect(taken).toMatchObject({ id: q1.id, attempts: 2 });
    expect(await instances.a.digests.claim('a', NOW + 2 * lease + 2, lease, 3)).toMatchObject({ attempts: 3 });
    // Tried as often as allowed: left alone.
    expect(await instances.a.digests.claim('a', NOW + 4 * lease, lease, 3)).toBeUndefined();
    await store.digests.sent(q1.id, NOW + 20);
    await store.digests.forgetSent(NOW + 15);
    // Sent digests, kept or forgotten, are never claimed again, whatever the limit.
    expect(await instances.a.digests.claim('a', NOW + 10 * lease, lease, 100)).toBeUndefined();
  });
});
