/**
 * The popup's module entry, asked for by the page's classic script (entrypoints/popup-copy.ts) once it has painted
 * the copy of what the popup last showed, if any, and set the page's language; the app (ui/popup/start.tsx) then
 * takes over. With a copy painted, the app's code is asked for once that frame is on screen: run before it,
 * its modules and first render would hold the frame back.
 */
import './styles.css';

const app = document.getElementById('app')!;
/** The copy script marks the copy it painted inert until the app takes its place. */
const painted = app.inert;
const load = () =>
  import('../../ui/popup/start').then(
    ({ start }) => start(app, painted),
    (error: unknown) => console.error('jobstar: the popup could not load', error),
  );
// Without a copy, the copy script has started reading the starred list itself (ui/popup/rows-ahead.ts), so the
// app's first render does not wait for the database code, which the app's own modules ask for (ui/shared/live.ts).
if (painted) requestAnimationFrame(() => requestAnimationFrame(load));
else load();
