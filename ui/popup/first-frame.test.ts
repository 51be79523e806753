// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepShell } from '../shared/app-shell';
import { keepFirstRows } from '../shared/first-rows';
import { extensionVersion, starredRow } from '../shared/testing/kept-rows';
import { firstFrame } from './first-frame';

const wake = vi.hoisted(() => ({ readStarred: vi.fn() }));
vi.mock('../../storage/wake', () => wake);

import { rowsAheadIn } from '../shared/rows-ahead-handoff';

const DB = 'jobstar-account:https://issuer.test|alice';
const ENTRY = '/chunks/popup-abc.js';

/** popup.html as built: `#app`, then the classic script that names the module entry. */
function builtPage(entry: string | undefined, preload?: string, preloadDb?: string) {
  document.documentElement.removeAttribute('lang');
  document.body.replaceChildren();
  const app = document.createElement('div');
  app.id = 'app';
  const script = document.createElement('script');
  if (entry) script.dataset.entry = entry;
  if (preload !== undefined) script.dataset.preload = preload;
  if (preloadDb !== undefined) script.dataset.preloadDb = preloadDb;
  document.body.append(app, script);
  return app;
}

const PRELOAD = '/chunks/start-1.js /chunks/live-2.js';
const PRELOAD_DB = '/chunks/live-db-3.js /chunks/db-4.js';
const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
const askedFor = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

describe('the popup page’s first frame', () => {
  beforeEach(() => {
    wake.readStarred.mockResolvedValue(undefined);
    localStorage.clear();
    extensionVersion('1.4.0');
    localStorage.setItem('jobstar.popup.tab', 'starred');
    keepFirstRows(DB, [starredRow(1)]);
    keepShell({ db: DB, lang: 'en', dir: 'ltr' }, JSON.stringify([['li', { class: 'job-row' }, ['Job 1']]]));
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__jobstarRowsAhead;
    vi.restoreAllMocks();
    document.body.replaceChildren();
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('asks for the module entry once the copy is painted', () => {
    const app = builtPage(ENTRY);
    const append = vi.spyOn(document.body, 'append');
    const paintedWhenAsked: boolean[] = [];
    append.mockImplementation(function (this: HTMLElement, ...nodes) {
      paintedWhenAsked.push(app.querySelector('li.job-row') !== null);
      return HTMLElement.prototype.append.apply(this, nodes);
    });
    firstFrame(document);
    expect(document.documentElement.lang).toBe('en');
    expect(app.inert).toBe(true);
    expect(askedFor()).toEqual([ENTRY]);
    expect(paintedWhenAsked).toEqual([true]);
  });

  it('reads the starred list ahead only when there is no copy to paint', () => {
    builtPage(ENTRY);
    firstFrame(document);
    expect(rowsAheadIn()).toBeUndefined();
    localStorage.removeItem('jobstar.popup.shell');
    builtPage(ENTRY);
    firstFrame(document);
    expect(rowsAheadIn()?.read).toBeInstanceOf(Promise);
  });

  it('asks for it at once when there is no copy to paint', () => {
    localStorage.removeItem('jobstar.popup.shell');
    const app = builtPage(ENTRY);
    firstFrame(document);
    expect(app.childNodes).toHaveLength(0);
    expect(askedFor()).toEqual([ENTRY]);
  });

  it('asks for the app’s chunks with the entry when there is no copy to paint, the entry first', async () => {
    localStorage.removeItem('jobstar.popup.shell');
    builtPage(ENTRY, PRELOAD, PRELOAD_DB);
    // What the page asked for, in order: its scripts are appended to the body, its preloads to the head.
    const requested: string[] = [];
    const record = (nodes: (Node | string)[]) => {
      for (const node of nodes)
        if (node instanceof HTMLScriptElement || node instanceof HTMLLinkElement)
          requested.push(node.getAttribute('src') ?? node.getAttribute('href') ?? '');
    };
    for (const parent of [document.head, document.body]) {
      const append = parent.append.bind(parent);
      vi.spyOn(parent, 'append').mockImplementation((...nodes) => {
        record(nodes);
        append(...nodes);
      });
    }
    firstFrame(document);
    expect(askedFor()).toEqual([ENTRY]);
    expect(requested).toEqual([ENTRY, ...PRELOAD.split(' ')]);
    // The list could not be read ahead: the app's first render waits for the database code, asked for next.
    await vi.waitFor(() => expect(requested).toEqual([ENTRY, ...PRELOAD.split(' '), ...PRELOAD_DB.split(' ')]));
  });

  it('leaves the database code to the app when the starred list was read ahead', async () => {
    localStorage.removeItem('jobstar.popup.shell');
    wake.readStarred.mockResolvedValue({ db: DB, rows: [starredRow(1)] });
    builtPage(ENTRY, PRELOAD, PRELOAD_DB);
    firstFrame(document);
    await vi.waitFor(() => expect(rowsAheadIn()?.starred?.rows).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual(PRELOAD.split(' '));
  });

  it('asks for no chunk before the app does when a copy is painted: they would compete with its frame', async () => {
    const app = builtPage(ENTRY, PRELOAD, PRELOAD_DB);
    firstFrame(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(app.inert).toBe(true);
    expect(askedFor()).toEqual([ENTRY]);
    expect(preloaded()).toEqual([]);
  });

  it('asks for it even when painting fails', () => {
    builtPage(ENTRY);
    vi.spyOn(document, 'getElementById').mockImplementation(() => {
      throw new Error('broken page');
    });
    expect(() => firstFrame(document)).toThrow('broken page');
    expect(askedFor()).toEqual([ENTRY]);
  });

  it('asks for nothing when the page names no entry (the page as written, before the build)', () => {
    builtPage(undefined);
    firstFrame(document);
    expect(askedFor()).toEqual([]);
  });
});
