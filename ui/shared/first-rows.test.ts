import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstRowsOf, forgetFirstRows, keepFirstRows } from './first-rows';
import { extensionVersion, starredRow, stubLocalStorage } from './testing/kept-rows';

const rows = (count: number) => Array.from({ length: count }, (_, n) => starredRow(n));

describe('the popup’s first rows', () => {
  beforeEach(() => {
    stubLocalStorage();
    extensionVersion('1.4.0');
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
    extensionVersion('1.5.0');
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
