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
if (painted) requestAnimationFrame(() => requestAnimationFrame(load));
else {
  // The database code comes with the app, not once the app's modules have run and ask for it (ui/shared/live.ts,
  // which reports a failure); so the build also lists its chunks among those popup.html asks for at once.
  import('../../ui/shared/live-db').catch(() => undefined);
  load();
}
