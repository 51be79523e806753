import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { describeStorageError, isStorageError } from './storage-errors';

const named = (name: string) => Object.assign(new Error('inner'), { name });

describe('storage errors', () => {
  it('explains a full disk, whether Dexie wraps it or not', () => {
    expect(describeStorageError(named('QuotaExceededError'))).toMatch(/no room left/);
    expect(describeStorageError(new Dexie.AbortError('aborted', named('QuotaExceededError')))).toMatch(/no room left/);
    expect(isStorageError(new Dexie.AbortError('aborted', named('QuotaExceededError')))).toBe(true);
  });

  it('explains a failed upgrade and a database that would not open', () => {
    expect(describeStorageError(new Dexie.UpgradeError('bad upgrade'))).toMatch(/could not upgrade.*data is kept/);
    expect(describeStorageError(new Dexie.OpenFailedError('nope'))).toMatch(/could not open/);
  });

  it('does not take other errors for storage errors', () => {
    expect(isStorageError(new TypeError('x'))).toBe(false);
    expect(describeStorageError(new Error('odd'))).toBe('jobstar could not save locally: odd');
  });
});
