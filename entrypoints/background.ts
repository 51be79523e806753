import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { leaveHandoff } from '../background/wake/handoff';
import { startWake } from '../background/wake/start';

/** The rest of the worker: everything but the events and a woken worker's first star (background/wake). */
const REST = '/background-rest.js';

interface WorkerScope {
  serviceWorker?: { state: string };
  importScripts(url: string): void;
}

// Chrome's classic service worker. Firefox's event page loads the rest alone (wxt.config.ts).
export default defineBackground({
  include: ['chrome'],
  main() {
    const scope = globalThis as unknown as WorkerScope;
    startWake({
      api: browser,
      extensionId: browser.runtime.id,
      extensionOrigin: browser.runtime.getURL('/'),
      // A service worker may import a script after its first evaluation only if that evaluation imported it: the
      // first (an install or an update, not yet activated) loads the rest at once; a woken one when it needs it.
      eager: scope.serviceWorker?.state !== 'activated',
      loadRest(handoff) {
        leaveHandoff(handoff);
        scope.importScripts(REST);
      },
    });
  },
});
