import { describe, expect, it } from 'vitest';
import type { ErrorKind } from '../model/errors';
import { isErrorKind, wordError } from './errors';

const KINDS: ErrorKind[] = [
  'api.network',
  'api.client',
  'api.too_many_saved',
  'api.account_limit',
  'auth.cancelled',
  'auth.issuerMismatch',
  'storage.quota',
  'storage.failed',
  'router.notAllowed',
  'router.outOfScope',
  'router.noAnswer',
];
const PARAMS = { message: 'M', max: 10_000, issuer: 'https://id.example', actual: 'https://x', detail: 'D', type: 'T' };

describe('error wording', () => {
  it('words each kind in English and in Hebrew (Hebrew letters, not an English fallback)', () => {
    for (const kind of KINDS) {
      const en = wordError({ kind, params: PARAMS }, 'en');
      const he = wordError({ kind, params: PARAMS }, 'he');
      expect(en.length, kind).toBeGreaterThan(10);
      expect(he, kind).toMatch(/[\u0590-\u05ff]/);
      expect(he, kind).not.toBe(en);
    }
  });

  it('words an import refusal with its rule and its row, in English and Hebrew', () => {
    const row = { row: 2, job: 'linkedin:4012345678' };
    for (const kind of [
      'import.futureMove',
      'import.outOfOrder',
      'import.stageMismatch',
      'import.futureStar',
    ] as const) {
      for (const lang of ['en', 'he'] as const) {
        const words = wordError({ kind, params: row }, lang);
        expect(words, `${kind} ${lang}`).toContain('2');
        expect(words, `${kind} ${lang}`).toContain('linkedin:4012345678');
      }
      expect(wordError({ kind, params: row }, 'he')).toMatch(/[\u0590-\u05ff]/);
    }
    expect(wordError({ kind: 'import.outOfOrder', params: row }, 'en')).toMatch(/application 2 .*out of date order/);
    const cap = { count: 60_000, max: 50_000 };
    expect(wordError({ kind: 'import.tooManySaved', params: cap }, 'en')).toBe(
      'Nothing was imported: this file holds 60,000 saved jobs, and jobstar keeps at most 50,000.',
    );
    expect(wordError({ kind: 'import.tooManySaved', params: cap }, 'he')).toContain('50,000');
  });

  it('words the account’s cap by its list, with the cap, in English and Hebrew', () => {
    const alerts = { kind: 'api.account_limit' as const, params: { list: 'alerts', max: 1000 } };
    const saved = { kind: 'api.account_limit' as const, params: { list: 'saved', max: 50_000 } };
    expect(wordError(alerts, 'en')).toBe(
      'The service keeps at most 1,000 alerts per account, and yours has that many: delete an alert to add this one.',
    );
    expect(wordError(saved, 'en')).toMatch(/at most 50,000 saved jobs per account.*stays on this device/);
    expect(wordError(alerts, 'he')).toMatch(/1,000 התראות/);
    expect(wordError(saved, 'he')).toMatch(/50,000 משרות שמורות/);
  });

  it('puts the parameters into the words', () => {
    expect(wordError({ kind: 'api.too_many_saved', params: { max: 10_000 } }, 'en')).toContain('10000');
    expect(wordError({ kind: 'router.notAllowed', params: { type: 'sync.now' } }, 'he')).toContain('sync.now');
  });

  it('words local storage failures as something a person can act on', () => {
    expect(wordError({ kind: 'storage.quota' }, 'en')).toMatch(/no room left/);
    expect(wordError({ kind: 'storage.upgrade' }, 'en')).toMatch(/could not upgrade.*data is kept/);
    expect(wordError({ kind: 'storage.open' }, 'en')).toMatch(/could not open/);
    expect(wordError({ kind: 'storage.failed', params: { detail: 'odd' } }, 'en')).toBe(
      'jobstar could not save locally: odd',
    );
  });

  it('words a sign-in failure as what happened and what to do, with its parameters', () => {
    expect(wordError({ kind: 'auth.cancelled' }, 'en')).toMatch(/window was closed/);
    expect(wordError({ kind: 'auth.denied' }, 'en')).toMatch(/did not allow jobstar/);
    expect(wordError({ kind: 'auth.unreachable', params: { issuer: 'https://id.example' } }, 'en')).toMatch(
      /https:\/\/id\.example could not be reached/,
    );
    expect(wordError({ kind: 'auth.wrongIssuer', params: { issuer: 'https://x.example/api' } }, 'en')).toContain(
      'https://x.example/api is not an OpenID Connect sign-in service',
    );
    const mismatch = { issuer: 'http://a', actual: 'https://id.example.com' };
    expect(wordError({ kind: 'auth.issuerMismatch', params: mismatch }, 'en')).toMatch(
      /names itself https:\/\/id\.example\.com/,
    );
    expect(wordError({ kind: 'auth.providerError', params: { reason: 'unknown client' } }, 'en')).toMatch(
      /unknown client/,
    );
    expect(
      wordError({ kind: 'auth.rejected', params: { reason: 'it came back to an unexpected address' } }, 'en'),
    ).toMatch(/unexpected address/);
  });

  it('speaks Hebrew to a Hebrew page', () => {
    expect(wordError({ kind: 'auth.cancelled' }, 'he')).toMatch(/ההתחברות בוטלה/);
  });

  it('knows its kinds and nothing else', () => {
    expect(isErrorKind('api.timeout')).toBe(true);
    expect(isErrorKind('api.nope')).toBe(false);
    expect(isErrorKind(undefined)).toBe(false);
  });
});
