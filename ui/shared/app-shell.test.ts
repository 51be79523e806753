import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepShell, keptShell } from './app-shell';
import { forgetFirstRows, keepFirstRows } from './first-rows';
import { extensionVersion, starredRow, stubLocalStorage } from './testing/kept-rows';

const ALICE = 'jobstar-account:https://issuer.test|alice';
const BOB = 'jobstar-account:https://issuer.test|bob';
const COPY = '[["div",{"class":"popup"},["Job 1"]]]';

describe('the popup’s kept copy', () => {
  beforeEach(() => {
    stubLocalStorage();
    extensionVersion('1.4.0');
    keepFirstRows(ALICE, [starredRow(1)]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is painted for the same database, version, language and direction', () => {
    keepShell({ db: ALICE, lang: 'en', dir: 'ltr' }, COPY);
    expect(keptShell('en', 'ltr')).toEqual({ db: ALICE, copy: COPY });
  });

  it('is not painted in another language or direction (its words and layout would be wrong)', () => {
    keepShell({ db: ALICE, lang: 'en', dir: 'ltr' }, COPY);
    expect(keptShell('he', 'rtl')).toBeUndefined();
    expect(keptShell('en', 'rtl')).toBeUndefined();
  });

  it('is not painted by another version of the extension', () => {
    keepShell({ db: ALICE, lang: 'en', dir: 'ltr' }, COPY);
    extensionVersion('1.5.0');
    expect(keptShell('en', 'ltr')).toBeUndefined();
  });

  it('is forgotten on an account change (the pages forget the rows when another database is shown)', () => {
    keepShell({ db: ALICE, lang: 'en', dir: 'ltr' }, COPY);
    forgetFirstRows();
    keepFirstRows(BOB, [starredRow(2)]);
    expect(keptShell('en', 'ltr')).toBeUndefined();
  });

  it('is not painted for another database’s rows, nor kept beside them', () => {
    keepShell({ db: ALICE, lang: 'en', dir: 'ltr' }, COPY);
    keepFirstRows(BOB, [starredRow(2)]);
    expect(keptShell('en', 'ltr')).toBeUndefined();
    keepShell({ db: ALICE, lang: 'en', dir: 'ltr' }, COPY);
    expect(keptShell('en', 'ltr')).toBeUndefined();
  });

  it('is forgotten when the list is emptied, or grows too long for its rows to be kept', () => {
    keepShell({ db: ALICE, lang: 'en', dir: 'ltr' }, COPY);
    keepFirstRows(ALICE, []);
    expect(keptShell('en', 'ltr')).toBeUndefined();
    keepFirstRows(ALICE, [starredRow(1)]);
    keepShell({ db: ALICE, lang: 'en', dir: 'ltr' }, COPY);
    keepFirstRows(
      ALICE,
      Array.from({ length: 51 }, (_, n) => starredRow(n)),
    );
    expect(keptShell('en', 'ltr')).toBeUndefined();
  });
});
