/**
 * The popup's app, loaded by the page's entry (entrypoints/popup/main.tsx) after it has painted the kept copy,
 * if any: without one, the app renders into `#app` as any page does; with one, it takes the copy's place once
 * it has read what the copy shows (shell-state.ts).
 */
import { holdFirstReads } from '../shared/live';
import { PopupApp } from './PopupApp';
import { renderOverCopy } from './shell-state';

/** The most a copy stays in place when the database is slow or failing: the app then shows what it has. */
const TAKEOVER_DEADLINE_MS = 1500;

/**
 * The most the first reads are held for one another (ui/shared/live.ts): they answer within a few milliseconds of
 * each other; one that does not (a long outbox, a slow disk) must not hold the list back longer than this.
 */
const FIRST_READS_MS = 50;

export function start(app: HTMLElement, painted: boolean): void {
  holdFirstReads(FIRST_READS_MS);
  renderOverCopy(app, painted, <PopupApp />, TAKEOVER_DEADLINE_MS);
}
