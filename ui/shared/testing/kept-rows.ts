/** Fixtures for the tests of what the popup keeps between openings (its first rows, its copy). */
import { vi } from 'vitest';
import { browser } from 'wxt/browser';
import type { SavedRow } from '../../../storage/db';

/** A starred, synced row of a job titled `Job <n>`. */
export const starredRow = (n: number): SavedRow => ({
  jobId: `job-${n}`,
  starred: 1,
  savedAt: `2026-11-22T10:00:${String(n % 60).padStart(2, '0')}Z`,
  synced: 1,
  page: { site: 'greenhouse', title: `Job ${n}` },
});

/** A localStorage of the test's own (node has none), emptied for each test that calls it. */
export function stubLocalStorage(): void {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
}

/** The extension's version as the kept rows and copy see it (each is kept for one version). */
export const extensionVersion = (version: string) =>
  vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({ manifest_version: 3, name: 'jobstar', version });
