/** The popup's tab last chosen, kept in the extension origin's localStorage: the next popup opens on it. */
export const TABS = ['matches', 'starred', 'companies', 'profile'] as const;
export type TabKey = (typeof TABS)[number];

const KEY = 'jobstar.popup.tab';

export function rememberedTab(): TabKey {
  try {
    const stored = localStorage.getItem(KEY);
    return (TABS as readonly string[]).includes(stored ?? '') ? (stored as TabKey) : 'matches';
  } catch {
    return 'matches';
  }
}

export function rememberTab(key: TabKey): void {
  try {
    localStorage.setItem(KEY, key);
  } catch {
    // The next popup opens on the first tab.
  }
}
