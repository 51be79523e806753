/**
 * The popup's app, loaded by the page's entry (entrypoints/popup/main.tsx) after it has painted the kept copy,
 * if any. Without a copy the app renders into `#app` as any page does. With one, it renders into a new `#app`
 * off the page and replaces the copy in one step once it has read what the copy shows (shell-state.ts): the
 * browser never paints a frame in between, so the list does not flash, and no row is ever there twice.
 */
import { render } from 'preact';
import { PopupApp } from './PopupApp';
import { awaitTakeOver } from './shell-state';

/** The most a copy stays in place when the database is slow or failing: the app then shows what it has. */
const TAKEOVER_DEADLINE_MS = 1500;

export function start(app: HTMLElement, painted: boolean): void {
  if (!painted) {
    render(<PopupApp />, app);
    return;
  }
  const next = document.createElement('div');
  awaitTakeOver(() => {
    next.id = 'app';
    app.replaceWith(next);
  }, TAKEOVER_DEADLINE_MS);
  render(<PopupApp />, next);
}
