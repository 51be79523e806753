/**
 * IndexedDB failures in words a person can act on (DESIGN §4 rule 10). Dexie wraps the browser's error,
 * so both the error's own name and its `inner` one are looked at.
 */
const namesOf = (error: unknown): string[] => {
  const outer = (error as { name?: unknown } | null)?.name;
  const inner = (error as { inner?: { name?: unknown } } | null)?.inner?.name;
  return [outer, inner].filter((name): name is string => typeof name === 'string');
};

export function isStorageError(error: unknown): boolean {
  return namesOf(error).some((name) =>
    [
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
    ].includes(name),
  );
}

export function describeStorageError(error: unknown): string {
  const names = namesOf(error);
  if (names.includes('QuotaExceededError')) {
    return 'The browser has no room left for jobstar’s data. Free some disk space; nothing already saved was lost.';
  }
  if (names.includes('UpgradeError') || names.includes('VersionError')) {
    return 'jobstar could not upgrade its local database. Your data is kept; reload the extension or update it.';
  }
  if (names.includes('DatabaseClosedError') || names.includes('OpenFailedError')) {
    return 'jobstar could not open its local database. Reload the extension; if it persists, restart the browser.';
  }
  const detail = error instanceof Error ? error.message : String(error);
  return `jobstar could not save locally: ${detail}`;
}
