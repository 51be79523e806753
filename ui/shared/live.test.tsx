// @vitest-environment happy-dom
import { render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import type { AccountInfo } from '../../model/account';
import type { AccountDb } from '../../storage/db';
import { dbNameFor } from '../../storage/db/db-names';
import { freshDb } from '../../storage/testing/db-fixture';
import { BOARD_COPY_KEY } from './board-copy-key';
import { FIRST_ROWS_KEY } from './first-rows';
import { holdFirstReads, lastDbName, useAccountDb, useAccountQuery } from './live';

function Probe({ db, query }: { db: AccountDb; query: (db: AccountDb) => Promise<number> }) {
  useAccountQuery(db, query, []);
  return null;
}

describe('useAccountQuery', () => {
  it('asks the database as its render is committed, not a frame later', async () => {
    await import('./live-db');
    // live.ts takes the database code from its own import of it, which resolves a task later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const query = vi.fn(async () => 1);
    const frame = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      render(<Probe db={freshDb()} query={query} />, document.createElement('div'));
      // Dexie runs the query a task after the subscription; an effect would wait for a frame, or 35 ms without one.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      frame.mockRestore();
    }
  });
});

function Remembers({ account }: { account: AccountInfo | null }) {
  useAccountDb(account);
  return null;
}

describe('useAccountDb', () => {
  it('remembers a new database as its render is committed, before any read of it can keep a copy', () => {
    localStorage.setItem('jobstar.lastAccountDb', dbNameFor(null));
    // What the popup and the board kept of the signed-out database is not the new account's to show.
    localStorage.setItem(FIRST_ROWS_KEY, '{"db":"jobstar-signed-out"}');
    localStorage.setItem(BOARD_COPY_KEY, '{"db":"jobstar-signed-out"}');
    const frame = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      render(
        <Remembers account={{ issuer: 'https://id.example', subject: 'someone' }} />,
        document.createElement('div'),
      );
      expect(lastDbName()).toBe(dbNameFor({ issuer: 'https://id.example', subject: 'someone' }));
      expect([localStorage.getItem(FIRST_ROWS_KEY), localStorage.getItem(BOARD_COPY_KEY)]).toEqual([null, null]);
    } finally {
      frame.mockRestore();
    }
  });
});

describe('the database code arriving', () => {
  it('opens the meta database and the one the last page showed before any query asks for them', async () => {
    vi.resetModules();
    localStorage.setItem('jobstar.lastAccountDb', dbNameFor(null));
    const { Dexie } = await import('dexie');
    const open = vi.spyOn(Dexie.prototype, 'open');
    try {
      await import('./live');
      await vi.waitFor(() =>
        expect(open.mock.contexts.map((db) => (db as InstanceType<typeof Dexie>).name).sort()).toEqual(
          [dbNameFor(null), 'jobstar-meta'].sort(),
        ),
      );
    } finally {
      open.mockRestore();
    }
  });
});

const after = (ms: number, value: number) => new Promise<number>((resolve) => setTimeout(() => resolve(value), ms));

/** Two queries: one answers at once, the other with `slow` (30 ms by default). */
function Pair({ db, seen, slow: late }: { db: AccountDb; seen: (number | undefined)[][]; slow?: Promise<number> }) {
  const fast = useAccountQuery(db, () => after(0, 1), []).value;
  const slow = useAccountQuery(db, () => late ?? after(30, 2), []).value;
  seen.push([fast, slow]);
  return null;
}

describe('holdFirstReads', () => {
  async function loaded() {
    await import('./live-db');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('gives the first results together: the page renders once with all of them, not once per query', async () => {
    await loaded();
    const seen: (number | undefined)[][] = [];
    holdFirstReads(1000);
    render(<Pair db={freshDb()} seen={seen} />, document.createElement('div'));
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([1, 2]));
    expect(seen).toEqual([
      [undefined, undefined],
      [1, 2],
    ]);
  });

  it('gives what has answered once the timeout is over, and the rest as it comes', async () => {
    await loaded();
    const seen: (number | undefined)[][] = [];
    // The slow answer comes only once the hold is over, however loaded the machine.
    let answer = (_value: number) => {};
    const slow = new Promise<number>((resolve) => {
      answer = resolve;
    });
    holdFirstReads(10);
    render(<Pair db={freshDb()} seen={seen} slow={slow} />, document.createElement('div'));
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([1, undefined]));
    answer(2);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([1, 2]));
    expect(seen).toEqual([
      [undefined, undefined],
      [1, undefined],
      [1, 2],
    ]);
  });

  it('holds nothing without being asked (the options page, the popup after its first reads)', async () => {
    await loaded();
    const seen: (number | undefined)[][] = [];
    render(<Pair db={freshDb()} seen={seen} />, document.createElement('div'));
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([1, 2]));
    expect(seen).toContainEqual([1, undefined]);
  });
});
