/**
 * One content script's wiring, shared by every family's entry point (entrypoints/*.content.ts): the star
 * hosts, the page manager over the family's adapters, the background's messages, and the script's lifetime.
 * Refusals come worded by the background (i18n/content-errors.ts), only as this browser's own errors: the service's
 * words never reach a page, and no error table weighs on the bundle.
 */
import { browser } from 'wxt/browser';
import { contentT } from '../i18n/content';
import { wordForContent } from '../i18n/content-errors';
import { direction, uiLanguage } from '../i18n/index';
import { isStage } from '../i18n/stages';
import { createPortTransport } from '../messaging/port-transport';
import type { SeenBefore, StageSummary, TabMessage } from '../messaging/protocol';
import { createSend } from '../messaging/sender';
import type { SiteAdapter } from '../sites/adapter';
import { createLifetime, watchLocation } from './lifetime';
import type { Nearby } from './nearby';
import { createStarPage } from './page-manager';
import { createStarHosts, HOST_TAG } from './star-host';

/** The background's messages, checked by shape without zod (which would triple this bundle). */
function asStage(value: unknown): StageSummary | undefined {
  const summary = value as { stage?: unknown; movedAt?: unknown } | null | undefined;
  return isStage(summary?.stage) && typeof summary.movedAt === 'string'
    ? { stage: summary.stage, movedAt: summary.movedAt }
    : undefined;
}

function asTabMessage(message: unknown): TabMessage | null {
  const value = message as { type?: unknown; jobId?: unknown; starred?: unknown; stage?: unknown } | null;
  switch (value?.type) {
    case 'star.changed':
      return typeof value.jobId === 'string' && typeof value.starred === 'boolean'
        ? { type: 'star.changed', jobId: value.jobId, starred: value.starred, stage: asStage(value.stage) }
        : null;
    case 'star.toggleCurrent':
    case 'page.current':
      return { type: value.type };
    default:
      return null;
  }
}

/** Each job's stage from the background's answer, checked by shape; a job without one shows none. */
function stagesOf(stages: unknown, jobIds: readonly string[]): Record<string, StageSummary | undefined> {
  const given = (stages ?? {}) as Record<string, unknown>;
  const checked: Record<string, StageSummary | undefined> = {};
  for (const jobId of jobIds) checked[jobId] = Object.hasOwn(given, jobId) ? asStage(given[jobId]) : undefined;
  return checked;
}

function asSeen(value: unknown): SeenBefore | null {
  const seen = value as { siteName?: unknown } | null | undefined;
  const stage = asStage(value);
  if (!stage) return null;
  return { ...stage, siteName: typeof seen?.siteName === 'string' ? seen.siteName.slice(0, 100) : undefined };
}

/** The background words the kinds this script shows (port-server.ts), so any kind it names is kept as it came. */
const isKnownKind = (kind: unknown) => typeof kind === 'string';

/** WXT's context, as far as it is used: its invalidation is only a hint (lifetime.ts). */
interface FrameworkContext {
  onInvalidated(listener: () => void): unknown;
}

/**
 * `nearby` (nearby.ts's `createNearby`) is given by the families whose pages list cards: the others (an ATS
 * board's job page) carry none of its code.
 */
export function startContentScript(
  ctx: FrameworkContext,
  adapters: readonly SiteAdapter[],
  nearby?: (change: (card: Element, near: boolean) => void) => Nearby,
): void {
  const lang = uiLanguage();
  const port = createPortTransport();
  const send = createSend((error) => wordForContent(error, lang), isKnownKind, port.send);
  const hosts = createStarHosts({
    document,
    t: contentT(lang),
    lang,
    dir: direction(lang),
    setStar: async (ref, starred) => {
      const answer = await send({ type: 'star.set', ref, starred });
      return { starred: answer.starred, stage: asStage(answer.stage) };
    },
  });
  const page = createStarPage({
    document,
    location: () => location.href,
    adapterFor: (url) => adapters.find((adapter) => adapter.claims(url)),
    hosts,
    nearby,
    // Reporting the jobs found puts them in this page's scope (only they may be starred from here) and answers their states.
    starStates: async (jobIds) => {
      const answer = await send({ type: 'page.found', jobIds });
      hosts.setStages(stagesOf(answer.stages, jobIds));
      return answer.starred;
    },
    // The page's own job may be a role starred under another id (seen before).
    reportPageJob: async (ref) => {
      const answer = await send({ type: 'page.job', ref });
      if (ref) hosts.setSeen(ref.jobId, asSeen(answer?.seen));
    },
  });

  // Only the background talks to content scripts; the background re-validates everything we send.
  const onMessage = (message: unknown, sender: { id?: string }, sendResponse: (answer: unknown) => void) => {
    const tabMessage = sender.id === browser.runtime.id ? asTabMessage(message) : null;
    if (tabMessage) sendResponse(page.onTabMessage(tabMessage));
  };
  browser.runtime.onMessage.addListener(onMessage);
  // Not ctx's lifetime: a page can forge WXT's "started" event (lifetime.ts).
  const lifetime = createLifetime({
    extensionAlive: () => browser.runtime?.id != null,
    onFrameworkInvalidated: (listener) => ctx.onInvalidated(listener),
  });
  lifetime.addEventListener('abort', () => {
    browser.runtime.onMessage.removeListener(onMessage);
    page.destroy();
  });
  watchLocation(window, lifetime, () => page.scan());
  // A pointer or focus reaching a star opens the port before the press (events from a star's closed shadow root
  // reach the document as from its host).
  const approach = (event: Event) => (event.target as Element).localName === HOST_TAG && port.warm();
  for (const type of ['pointerover', 'focusin'])
    document.addEventListener(type, approach, { capture: true, signal: lifetime });

  page.scan();
  page.observe();
}
