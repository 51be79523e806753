/**
 * The popup's entry, kept tiny: the stylesheets, the language, and the copy of what the popup last showed
 * (ui/popup/popup-shell.ts) painted at once, before the app's code (Preact, the components, the strings) is
 * fetched and run; the app then takes over (ui/popup/start.tsx). With a copy painted, the app's code is asked
 * for once that frame is on screen: run before it, its modules and first render would hold the frame back.
 */
import './styles.css';
import { applyLanguage, uiLanguage } from '../../i18n/index';
import { paintShell } from '../../ui/popup/popup-shell';

applyLanguage(document.documentElement, uiLanguage());
const app = document.getElementById('app')!;
const painted = paintShell(app);
const load = () =>
  import('../../ui/popup/start').then(
    ({ start }) => start(app, painted),
    (error: unknown) => console.error('jobstar: the popup could not load', error),
  );
if (painted) requestAnimationFrame(() => requestAnimationFrame(load));
else load();
