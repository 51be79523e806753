import { describe, expect, it } from 'vitest';
import type { SyncStateRow } from '../db/db';
import { computeStatus } from './status';

const row = (patch: Partial<SyncStateRow> = {}): SyncStateRow => ({ id: 'sync', running: false, attempt: 0, ...patch });
const base = { signedIn: true, online: true, pending: 0, failed: 0, sync: row({ lastSyncedAt: 1000 }) };
const networkFailure = { kind: 'network', message: 'fetch failed', words: { kind: 'api.network' as const } };

describe('computeStatus', () => {
  it('says offline only when the browser is offline', () => {
    expect(computeStatus({ ...base, online: false }).state).toBe('offline');
    expect(computeStatus({ ...base, pending: 2, sync: row({ lastError: networkFailure }) }).state).toBe('unreachable');
  });

  it('says the service is unreachable when a page’s read failed after the last sync, even signed out', () => {
    const read = { ok: false, kind: 'network', at: 2000 };
    expect(computeStatus({ ...base, read }).state).toBe('unreachable');
    expect(computeStatus({ ...base, signedIn: false, read }).state).toBe('unreachable');
    expect(computeStatus({ ...base, read: { ...read, at: 500 } }).state).toBe('synced');
  });

  it('tells signed out from a session the provider refused', () => {
    expect(computeStatus({ ...base, signedIn: false }).state).toBe('signedOut');
    expect(computeStatus({ ...base, sync: row({ pausedForSignIn: true }) }).state).toBe('expired');
  });

  it('words a service error by its kind, and drops it once the service answered a page since', () => {
    const serverFailure = { kind: 'server', message: 'HTTP 503', words: { kind: 'api.server' as const } };
    const failing = { ...base, pending: 1, sync: row({ lastError: serverFailure }), syncErrorSeenAt: 3000 };
    expect(computeStatus(failing)).toMatchObject({ state: 'error', words: { kind: 'api.server' } });
    expect(computeStatus({ ...failing, read: { ok: true, at: 4000 } }).state).toBe('pending');
    expect(computeStatus({ ...failing, read: { ok: true, at: 2000 } }).state).toBe('error');
  });

  it('shows a failing sync with an empty outbox: a pull refused (too_many_saved, 5xx) is not "synced"', () => {
    const tooMany = { kind: 'too_many_saved', message: 'HTTP 422', words: { kind: 'api.too_many_saved' as const } };
    const failing = { ...base, pending: 0, sync: row({ lastError: tooMany }), syncErrorSeenAt: 3000 };
    expect(computeStatus(failing)).toMatchObject({ state: 'error', words: { kind: 'api.too_many_saved' } });
    const down = { kind: 'server', message: 'HTTP 503', words: { kind: 'api.server' as const } };
    expect(computeStatus({ ...failing, sync: row({ lastError: down }) }).state).toBe('error');
    expect(computeStatus({ ...failing, sync: row({ lastError: networkFailure }) }).state).toBe('unreachable');
    expect(computeStatus({ ...failing, read: { ok: true, at: 4000 } }).state).toBe('synced');
  });

  it('is synced with nothing waiting, and says syncing while a run is on', () => {
    expect(computeStatus(base).state).toBe('synced');
    expect(computeStatus({ ...base, pending: 1, sync: row({ running: true }) }).state).toBe('syncing');
    expect(computeStatus({ ...base, pending: 1 }).state).toBe('pending');
  });
});
