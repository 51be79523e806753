/**
 * Turns the sync engine's next attempt time into something that survives the worker (DESIGN §4 rule 7):
 * a one-shot alarm, plus an in-memory timer for the common case of a short delay while the worker lives.
 * A periodic alarm also pulls changes made on other devices.
 */
import { browser } from 'wxt/browser';

export const RETRY_ALARM = 'jobstar-sync-retry';
export const PERIODIC_ALARM = 'jobstar-sync';
export const PERIODIC_MINUTES = 15;

export function createRetrySchedule(run: () => void, now: () => number = Date.now) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (at: number | undefined): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (at === undefined) {
      void browser.alarms.clear(RETRY_ALARM);
      return;
    }
    void browser.alarms.create(RETRY_ALARM, { when: Math.max(at, now() + 1_000) });
    timer = setTimeout(run, Math.max(0, at - now()));
  };
}

export async function ensurePeriodicAlarm(): Promise<void> {
  if (!(await browser.alarms.get(PERIODIC_ALARM))) {
    await browser.alarms.create(PERIODIC_ALARM, { periodInMinutes: PERIODIC_MINUTES });
  }
}
