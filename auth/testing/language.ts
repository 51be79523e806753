/** fakeBrowser has no `i18n.getUILanguage`: tests choose the browser language. */
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

export function browserLanguage(language: string): void {
  vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue(language);
}
