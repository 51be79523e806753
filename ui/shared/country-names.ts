/** Country names in the page's language (Intl.DisplayNames), and typed text → an ISO 3166-1 code. */
import { COUNTRY_CODES, isCountryCode } from '../../api/countries';
import { uiLanguage } from '../../i18n/index';
import { COUNTRY_ALIASES, foldPlace } from './place-names';

let names: Intl.DisplayNames | undefined;
const displayNames = (): Intl.DisplayNames | undefined => {
  try {
    names ??= new Intl.DisplayNames([uiLanguage(), 'en'], { type: 'region' });
  } catch {
    return undefined;
  }
  return names;
};

export const countryName = (code: string): string => {
  if (!isCountryCode(code)) return code;
  return displayNames()?.of(code) ?? code;
};

/** "Israel (IL)": the name for people, the code so that the choice is exact. */
export const countryLabel = (code: string): string => (isCountryCode(code) ? `${countryName(code)} (${code})` : code);

/**
 * A code, "Israel (IL)", a name in the page's language or English, or a name people use for it ("England")
 * → the code; anything else is kept, upper-cased, for the validator to point at.
 */
export function parseCountry(text: string): string {
  const value = text.trim();
  if (value === '') return '';
  const suffix = /\(([A-Za-z]{2})\)\s*$/.exec(value);
  if (suffix) return suffix[1]!.toUpperCase();
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  const wanted = foldPlace(value);
  const alias = COUNTRY_ALIASES[wanted];
  if (alias) return alias;
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const found = COUNTRY_CODES.find(
    (code) => foldPlace(countryName(code)) === wanted || foldPlace(english.of(code) ?? '') === wanted,
  );
  return found ?? value.toUpperCase();
}
