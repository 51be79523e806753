/**
 * IndexedDB failures as kinds a person can act on (DESIGN §4 rule 10), worded by i18n/errors.ts. Dexie wraps
 * the browser's error, so both the error's own name and its `inner` one are looked at.
 */
import { wordError } from '../../i18n/errors';
import type { Lang } from '../../i18n/index';
import type { ErrorInfo } from '../../model/errors';

const namesOf = (error: unknown): string[] => {
  const outer = (error as { name?: unknown } | null)?.name;
  const inner = (error as { inner?: { name?: unknown } } | null)?.inner?.name;
  return [outer, inner].filter((name): name is string => typeof name === 'string');
};

const STORAGE_ERROR_NAMES = [
  'QuotaExceededError',
  'UpgradeError',
  'VersionError',
  'DatabaseClosedError',
  'OpenFailedError',
  'InvalidStateError',
  'UnknownError',
  'AbortError',
  'DataCloneError',
  'ReadOnlyError',
];

export function isStorageError(error: unknown): boolean {
  return namesOf(error).some((name) => STORAGE_ERROR_NAMES.includes(name));
}

export function storageErrorInfo(error: unknown): ErrorInfo {
  const names = namesOf(error);
  const detail = error instanceof Error ? error.message : String(error);
  if (names.includes('QuotaExceededError')) return { kind: 'storage.quota', detail };
  if (names.includes('UpgradeError') || names.includes('VersionError')) return { kind: 'storage.upgrade', detail };
  if (names.includes('DatabaseClosedError') || names.includes('OpenFailedError')) {
    return { kind: 'storage.open', detail };
  }
  return { kind: 'storage.failed', params: { detail }, detail };
}

/** Worded for logs and the sync state (English unless asked); pages word `storageErrorInfo` themselves. */
export const describeStorageError = (error: unknown, lang: Lang = 'en'): string =>
  wordError(storageErrorInfo(error), lang);
