// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { StarredAhead } from '../../storage/wake';
import { starredRow } from '../shared/testing/kept-rows';
import { readRowsAhead, rowsFor } from './rows-ahead';
import { useStarredRows } from './use-starred-rows';

const ALICE = 'jobstar-account:https://issuer.test|alice';

/** The Starred tab before the database code has loaded: no database yet, so only kept or read-ahead rows. */
function Rows() {
  const { rows } = useStarredRows(undefined);
  return <p>{rows.value?.map((row) => row.jobId).join(' ') ?? 'loading'}</p>;
}

/** Lets the read's promise chain and the renders it asks for run. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function shown(): HTMLElement {
  const page = document.createElement('div');
  render(<Rows />, page);
  return page;
}

describe("the Starred tab's rows before the database code has loaded", () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__jobstarRowsAhead;
    localStorage.clear();
  });

  it('are those the copy script read ahead, shown as soon as the read answers', async () => {
    let answer: (starred: StarredAhead) => void = () => undefined;
    readRowsAhead(globalThis, () => new Promise((resolve) => (answer = resolve)));
    const page = shown();
    expect(page.textContent).toBe('loading');
    await act(async () => {
      answer({ db: ALICE, rows: [starredRow(2), starredRow(1)] });
      await settled();
    });
    expect(page.textContent).toBe('job-2 job-1');
  });

  it('are shown in the first render when the read answered before it', async () => {
    readRowsAhead(globalThis, async () => ({ db: ALICE, rows: [starredRow(3)] }));
    await settled();
    expect(shown().textContent).toBe('job-3');
  });

  it('stay loading when nothing was read ahead or the read failed', async () => {
    expect(shown().textContent).toBe('loading');
    readRowsAhead(globalThis, () => Promise.reject(new Error('no IndexedDB')));
    const page = shown();
    await act(settled);
    expect(page.textContent).toBe('loading');
  });

  it("are another database's only while the page does not know its own", () => {
    const starred = { db: ALICE, rows: [starredRow(1)] };
    expect(rowsFor(starred, undefined)).toEqual(starred.rows);
    expect(rowsFor(starred, ALICE)).toEqual(starred.rows);
    expect(rowsFor(starred, 'jobstar-signed-out')).toBeUndefined();
  });
});
