import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import type { SavedRow } from '../../storage/db';
import { firstRowsOf, forgetFirstRows, keepFirstRows } from './first-rows';

const row = (n: number): SavedRow => ({
  jobId: `job-${n}`,
  starred: 1,
  savedAt: `2026-11-22T10:00:${String(n % 60).padStart(2, '0')}Z`,
  synced: 1,
  page: { site: 'greenhouse', title: `Job ${n}` },
});
const rows = (count: number) => Array.from({ length: count }, (_, n) => row(n));

describe('the popup’s first rows', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({
      manifest_version: 3,
      name: 'jobstar',
      version: '1.4.0',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('are the rows kept for the same database, and for no other database', () => {
    keepFirstRows('jobstar-account:https://issuer.test|alice', rows(3));
    expect(firstRowsOf('jobstar-account:https://issuer.test|alice')).toEqual(rows(3));
    expect(firstRowsOf('jobstar-account:https://issuer.test|bob')).toBeUndefined();
  });

  it('are not shown by another version of the extension (an update may change the rows’ shape)', () => {
    keepFirstRows('jobstar-signed-out', rows(2));
    expect(firstRowsOf('jobstar-signed-out')).toHaveLength(2);
    vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({
      manifest_version: 3,
      name: 'jobstar',
      version: '1.5.0',
    });
    expect(firstRowsOf('jobstar-signed-out')).toBeUndefined();
  });

  it('are not kept for an empty list, nor for a list too long to keep whole (its count would be wrong)', () => {
    const mine = 'jobstar-signed-out';
    keepFirstRows(mine, rows(50));
    expect(firstRowsOf(mine)).toHaveLength(50);
    keepFirstRows(mine, rows(51));
    expect(firstRowsOf(mine)).toBeUndefined();
    keepFirstRows(mine, rows(2));
    keepFirstRows(mine, []);
    expect(firstRowsOf(mine)).toBeUndefined();
  });

  it('are forgotten on demand', () => {
    const mine = 'jobstar-signed-out';
    keepFirstRows(mine, rows(2));
    forgetFirstRows();
    expect(firstRowsOf(mine)).toBeUndefined();
  });
});
