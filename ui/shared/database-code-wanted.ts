/**
 * When a page asks for the database code (Dexie and the database classes, live-db.ts, four files). When the popup's
 * copy script has read the starred list ahead (a first opening, ui/popup/rows-ahead.ts), the first render needs none
 * of it, and asking for its files takes the main thread 3–6 ms (each preload starts its request), which that render
 * and its frame waited for (Chromium traces, issue 36): it is asked for in the task after the frame that shows the
 * rows. Had the read found nothing, the list needs the database, and it is asked for at once.
 */
import type { RowsAhead } from './rows-ahead-handoff';

const afterNextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

export function databaseCodeWanted(ahead: RowsAhead | undefined, afterFrame = afterNextFrame): Promise<void> {
  if (!ahead) return Promise.resolve();
  return ahead.read.then((starred) => (starred ? afterFrame() : undefined));
}
