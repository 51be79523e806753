/**
 * Typed string tables, one per surface (content, popup, options), English and Hebrew. The language
 * follows the browser's UI language; Hebrew pages are laid out right to left. Tables are TypeScript
 * (not `_locales`) so a missing Hebrew string is a type error and each surface ships only its own strings.
 */
export type Lang = 'en' | 'he';

function browserLanguage(): string | undefined {
  try {
    return (globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } }).chrome?.i18n?.getUILanguage?.();
  } catch {
    // WXT's fake browser (unit tests) throws for i18n it does not implement; the navigator's language stands in.
    return undefined;
  }
}

export function uiLanguage(): Lang {
  const language = browserLanguage() ?? globalThis.navigator?.language ?? 'en';
  return language.toLowerCase().startsWith('he') || language.toLowerCase().startsWith('iw') ? 'he' : 'en';
}

export const direction = (lang: Lang): 'rtl' | 'ltr' => (lang === 'he' ? 'rtl' : 'ltr');

type Params = Record<string, string | number>;
type Entry = string | ((params: Params) => string);

/** Builds `t(key, params)` for a table whose Hebrew half must have every English key. */
export function createT<T extends Record<string, Entry>>(tables: { en: T; he: { [K in keyof T]: Entry } }, lang: Lang) {
  const table = tables[lang] as Record<keyof T, Entry>;
  return (key: keyof T, params: Params = {}): string => {
    const entry = table[key];
    return typeof entry === 'function' ? entry(params) : entry;
  };
}

/** Sets `lang` and `dir` on a page's root element. */
export function applyLanguage(root: HTMLElement, lang: Lang): void {
  root.lang = lang;
  root.dir = direction(lang);
}
