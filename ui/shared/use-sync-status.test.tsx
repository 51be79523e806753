// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { AccountDb } from '../../storage/db';
import type { SyncStatus } from '../../storage/outbox';
import { freshDb } from '../../storage/testing/db-fixture';
import { useSyncStatus } from './use-sync-status';

function Probe({
  db,
  signedIn,
  seen,
}: {
  db: AccountDb;
  signedIn: boolean | undefined;
  seen: (SyncStatus | undefined)[];
}) {
  seen.push(useSyncStatus(db, signedIn).value);
  return null;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('useSyncStatus', () => {
  it('says nothing while the account is unknown, then follows it even when no count changes', async () => {
    const db = freshDb();
    const root = document.createElement('div');
    const seen: (SyncStatus | undefined)[] = [];
    await act(() => render(<Probe db={db} signedIn={undefined} seen={seen} />, root));
    await settle();
    expect(seen.map((status) => status?.state)).not.toContain('signedOut');
    expect(seen.at(-1)).toBeUndefined();

    // The account answers after the counts of the same database: nothing in the database changes.
    await act(() => render(<Probe db={db} signedIn seen={seen} />, root));
    await vi.waitFor(() => expect(seen.at(-1)?.state).toBe('synced'));
    expect(seen.map((status) => status?.state)).not.toContain('signedOut');

    await act(() => render(<Probe db={db} signedIn={false} seen={seen} />, root));
    await vi.waitFor(() => expect(seen.at(-1)?.state).toBe('signedOut'));
  });
});
