import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { contentT } from '../i18n/content';
import { direction, uiLanguage } from '../i18n/index';
import type { TabMessage } from '../messaging/protocol';
import { send } from '../messaging/send';
import { SITE_MATCHES } from '../sites/matches';
import { adapterFor } from '../sites/registry';
import { createStarPage } from '../sites/run';
import { createStarHosts } from '../sites/star-host';

const TAB_MESSAGES = new Set<string>(['star.changed', 'star.toggleCurrent', 'page.current']);

export default defineContentScript({
  matches: [...SITE_MATCHES],
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
      starStates: async (jobIds) => (await send({ type: 'star.state', jobIds })).starred,
      reportPageJob: (ref) => send({ type: 'page.job', ref }),
    });

    // Only the background talks to content scripts; the background re-validates everything we send.
    const onMessage = (message: unknown, sender: { id?: string }, sendResponse: (answer: unknown) => void) => {
      const type = (message as { type?: unknown } | null)?.type;
      if (sender.id !== browser.runtime.id || typeof type !== 'string' || !TAB_MESSAGES.has(type)) return;
      sendResponse(page.onTabMessage(message as TabMessage));
    };
    browser.runtime.onMessage.addListener(onMessage);
    ctx.onInvalidated(() => {
      browser.runtime.onMessage.removeListener(onMessage);
      page.destroy();
    });
    ctx.addEventListener(window, 'wxt:locationchange', () => page.scan());

    page.scan();
    page.observe();
  },
});
