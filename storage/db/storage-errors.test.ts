/** The model's classification of IndexedDB failures, against the errors Dexie really throws. */
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { isStorageError, storageErrorInfo } from '../../model/storage-errors';

const named = (name: string) => Object.assign(new Error('inner'), { name });

describe('storage errors', () => {
  it('tells a full disk, whether Dexie wraps it or not', () => {
    expect(storageErrorInfo(named('QuotaExceededError')).kind).toBe('storage.quota');
    expect(storageErrorInfo(new Dexie.AbortError('aborted', named('QuotaExceededError'))).kind).toBe('storage.quota');
    expect(isStorageError(new Dexie.AbortError('aborted', named('QuotaExceededError')))).toBe(true);
  });

  it('tells a failed upgrade and a database that would not open', () => {
    expect(storageErrorInfo(new Dexie.UpgradeError('bad upgrade')).kind).toBe('storage.upgrade');
    expect(storageErrorInfo(new Dexie.OpenFailedError('nope')).kind).toBe('storage.open');
  });

  it('does not take other errors for storage errors', () => {
    expect(isStorageError(new TypeError('x'))).toBe(false);
    expect(storageErrorInfo(new Error('odd'))).toEqual({
      kind: 'storage.failed',
      params: { detail: 'odd' },
      detail: 'odd',
    });
  });
});
