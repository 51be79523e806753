import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { createLifetime, watchLocation } from '../content/lifetime';
import { createStarPage } from '../content/page-manager';
import { createStarHosts } from '../content/star-host';
import { contentT } from '../i18n/content';
import { direction, uiLanguage } from '../i18n/index';
import type { TabMessage } from '../messaging/protocol';
import { send } from '../messaging/send';
import { adapterFor, SITE_MATCHES } from '../sites/registry';

/** The background's messages, checked by shape without zod (which would triple this bundle). */
function asTabMessage(message: unknown): TabMessage | null {
  const value = message as { type?: unknown; jobId?: unknown; starred?: unknown } | null;
  switch (value?.type) {
    case 'star.changed':
      return typeof value.jobId === 'string' && typeof value.starred === 'boolean'
        ? { type: 'star.changed', jobId: value.jobId, starred: value.starred }
        : null;
    case 'star.toggleCurrent':
    case 'page.current':
      return { type: value.type };
    default:
      return null;
  }
}

export default defineContentScript({
  matches: SITE_MATCHES,
  main(ctx) {
    const lang = uiLanguage();
    const hosts = createStarHosts({
      document,
      t: contentT(lang),
      lang,
      dir: direction(lang),
      setStar: (ref, starred) => send({ type: 'star.set', ref, starred }),
    });
    const page = createStarPage({
      document,
      location: () => location.href,
      adapterFor,
      hosts,
      // Reporting the jobs found puts them in this page's scope (only they may be starred from here) and answers their states.
      starStates: async (jobIds) => (await send({ type: 'page.found', jobIds })).starred,
      reportPageJob: (ref) => send({ type: 'page.job', ref }),
    });

    // Only the background talks to content scripts; the background re-validates everything we send.
    const onMessage = (message: unknown, sender: { id?: string }, sendResponse: (answer: unknown) => void) => {
      const tabMessage = sender.id === browser.runtime.id ? asTabMessage(message) : null;
      if (tabMessage) sendResponse(page.onTabMessage(tabMessage));
    };
    browser.runtime.onMessage.addListener(onMessage);
    // Not ctx's lifetime: a page can forge WXT's "started" event (content/lifetime.ts).
    const lifetime = createLifetime({
      extensionAlive: () => browser.runtime?.id != null,
      onFrameworkInvalidated: (listener) => ctx.onInvalidated(listener),
    });
    lifetime.addEventListener('abort', () => {
      browser.runtime.onMessage.removeListener(onMessage);
      page.destroy();
    });
    watchLocation(window, lifetime, () => page.scan());

    page.scan();
    page.observe();
  },
});
