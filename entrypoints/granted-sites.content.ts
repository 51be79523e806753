import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContentScript } from '../content/start';
import { jsonld } from '../sites/jsonld';

/** The site was granted for this: every page of it is read for a schema.org JobPosting. */
const grantedPage = { ...jsonld, claims: () => true };

/**
 * Not in the manifest: the background registers it for the sites a person enabled and injects it into their
 * open tabs at once (background/site-grants), so one page may run it twice; the flag lives in the
 * extension's isolated world, out of the page's reach.
 */
const STARTED = Symbol.for('jobstar.granted-sites');

export default defineContentScript({
  registration: 'runtime',
  main: (ctx) => {
    const world = globalThis as { [STARTED]?: true };
    if (world[STARTED]) return;
    world[STARTED] = true;
    startContentScript(ctx, [grantedPage]);
  },
});
