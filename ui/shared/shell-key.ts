/**
 * Where the popup's kept copy of its DOM lives (app-shell.ts), and how to forget it: kept apart so the kept rows
 * (first-rows.ts), which the copy shows, can forget it with them without importing the copy's module back.
 */
export const SHELL_KEY = 'jobstar.popup.shell';

export function forgetShell(): void {
  try {
    localStorage.removeItem(SHELL_KEY);
  } catch {
    // Nothing was kept.
  }
}
