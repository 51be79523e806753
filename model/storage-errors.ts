/**
 * IndexedDB failures as kinds a person can act on (DESIGN §4 rule 10), with the browser's own message as the
 * technical detail; the reader words the kind (i18n/errors.ts), storage words nothing. Kept in the model so the router can tell them from other failures without importing storage. Dexie wraps the browser's
 * error, so both the error's own name and its `inner` one are looked at.
 */
import type { ErrorInfo, StorageErrorKind } from './errors';

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

export function storageErrorInfo(error: unknown): ErrorInfo & { kind: StorageErrorKind; detail: string } {
  const names = namesOf(error);
  const detail = error instanceof Error ? error.message : String(error);
  if (names.includes('QuotaExceededError')) return { kind: 'storage.quota', detail };
  if (names.includes('UpgradeError') || names.includes('VersionError')) return { kind: 'storage.upgrade', detail };
  if (names.includes('DatabaseClosedError') || names.includes('OpenFailedError')) {
    return { kind: 'storage.open', detail };
  }
  return { kind: 'storage.failed', params: { detail }, detail };
}
