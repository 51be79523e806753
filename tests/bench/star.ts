/**
 * `star_to_pressed`, `star_to_idb`, `star_to_server` from one trusted click each (Playwright's mouse goes
 * through CDP Input, so `event.isTrusted`; the pointer moves onto the star, rests, presses and releases, as a
 * person's does), on a Greenhouse job page served at its real URL:
 *   t0       the click event's own time stamp, seen by a capturing listener in the page;
 *   handler  the click reaches the star's shadow root (a capturing listener there runs just before the star's own):
 *            what comes before is the browser's input delivery, which any extension's button pays;
 *   pressed  a MutationObserver on the star's shadow root sees `aria-pressed="true"`;
 *   idb      the background's read-write transaction over `saved` + `outbox` fires `complete`;
 *   server   the background's `PUT /api/me/saved/<id>` resolves 2xx (the server commits before it answers).
 * Each sample stars a new job (a fresh page load), so nothing coalesces; the click comes once the star has
 * settled in sight (a press before that is refused), and that wait comes before t0. Floors, in the background too:
 * a bare IndexedDB put of the same row (own database, one transaction), and a bare `fetch` PUT to the same
 * server with a token.
 */
import type { Page, Worker } from '@playwright/test';
import { SETTLE_MS } from '../../content/visibility-watch';
import type { BenchProbe, Harness } from './browser';
import { resetProbe } from './browser';

export const BOARD = 'benchco';
/** A person's pointer rests on a button before pressing it, and holds a press about this long (both before t0). */
export const HOVER_MS = 150;
export const PRESS_MS = 80;
export const HOST_TAG = 'jobstar-star';

export function jobPageHtml(posting: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench Engineer ${posting} - Benchco</title></head>
<body><div class="job__header"><div class="job__title"><h1>Bench Engineer ${posting}</h1></div>
<div class="job__location">Tel Aviv-Yafo, Israel</div><button aria-label="Apply" class="btn">Apply</button></div>
<div class="job__description"><p>${'We build things. '.repeat(60)}</p></div>
<script>window.__remixContext = {"state":{"company_name":"Benchco"}};</script></body></html>`;
}

export const jobUrl = (posting: number) => `https://job-boards.greenhouse.io/${BOARD}/jobs/${posting}`;
export const jobIdFor = (posting: number) => `greenhouse:${BOARD}:${posting}`;

export async function routeJobPages(harness: Harness): Promise<void> {
  await harness.context.route('https://job-boards.greenhouse.io/**', async (route) => {
    const match = /\/jobs\/(\d+)/.exec(new URL(route.request().url()).pathname);
    if (!match) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: jobPageHtml(Number(match[1])) });
  });
}

export interface StarSample {
  pressed: number;
  idb: number;
  /** Click → the star's transaction created in the background (message, routing, account lookup). */
  txOpened: number;
  /** Click → the click reaches the star's root, just before its handler runs (the browser's input delivery). */
  handler: number;
  /** Click → the `star.set` message dispatched in the background (input, content script, message one way). */
  arrived: number;
  server?: number;
  /** Click → the PUT sent. */
  putSent?: number;
  /** The PUT, sent → answered. */
  putMs?: number;
  /** The server's own time in it (its Server-Timing), when it says. */
  putServerMs?: number;
}

type Marks = {
  __benchClick?: number;
  __benchHandler?: number;
  __benchPressed?: number;
  __benchPressedSeen?: Promise<void>;
};

interface DomNode {
  nodeName: string;
  backendNodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

const findNode = (node: DomNode, test: (n: DomNode) => boolean): DomNode | undefined => {
  if (test(node)) return node;
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
    const hit = findNode(child, test);
    if (hit) return hit;
  }
  return undefined;
};

/**
 * The star lives in a closed shadow root: the page cannot see it, but DevTools can. Through CDP we find the
 * first host's shadow root and its button, hand the main world a reference to the root (to observe
 * `aria-pressed`) and return the button's centre (for a real mouse click).
 */
export async function armStar(page: Page): Promise<{ x: number; y: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector('${HOST_TAG}')` });
    if (!result.objectId) throw new Error('no star host on the page');
    await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId });
    const { node } = (await cdp.send('DOM.describeNode', { nodeId, depth: -1, pierce: true })) as { node: DomNode };
    const shadow = node.shadowRoots?.[0];
    if (!shadow) throw new Error('the star host has no shadow root');
    const button = findNode(shadow, (n) => n.nodeName === 'BUTTON' && (n.attributes ?? []).includes('aria-pressed'));
    if (!button) throw new Error('no button with aria-pressed in the star');
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: shadow.backendNodeId });
    await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId!,
      functionDeclaration: `function () {
        const root = this;
        window.__benchClick = 0;
        window.__benchHandler = 0;
        window.__benchPressed = 0;
        let pressed;
        window.__benchPressedSeen = new Promise((resolve) => { pressed = resolve; });
        window.addEventListener('click', (event) => {
          if (!window.__benchClick) window.__benchClick = performance.timeOrigin + event.timeStamp;
        }, { capture: true });
        root.addEventListener('click', () => {
          if (!window.__benchHandler) window.__benchHandler = performance.timeOrigin + performance.now();
        }, { capture: true });
        new MutationObserver(() => {
          if (!window.__benchPressed && root.querySelector('button[aria-pressed="true"]')) {
            window.__benchPressed = performance.timeOrigin + performance.now();
            pressed();
          }
        }).observe(root, { subtree: true, attributes: true, childList: true });
      }`,
    });
    const { model } = await cdp.send('DOM.getBoxModel', { backendNodeId: button.backendNodeId });
    const q = model.content;
    return { x: (q[0]! + q[4]!) / 2, y: (q[1]! + q[5]!) / 2 };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

export async function starOnce(page: Page, sw: Worker, posting: number, expectServer: boolean): Promise<StarSample> {
  await page.goto(jobUrl(posting));
  await page.locator(HOST_TAG).first().waitFor({ state: 'visible', timeout: 15_000 });
  // The content script renders the button after its one batched state query: wait for it to be there.
  let point: { x: number; y: number } | undefined;
  for (let i = 0; i < 50 && !point; i++) {
    try {
      point = await armStar(page);
    } catch (error) {
      if (i === 49) throw error;
      await page.waitForTimeout(50);
    }
  }
  // A press counts once the star has been in sight, unmoved, for SETTLE_MS (content/visibility-watch.ts; the
  // browser recomputes visibility every 100 ms), as after a person has read the page. t0 is the click itself,
  // so this wait is not part of what is measured.
  await page.waitForTimeout(SETTLE_MS + 200);
  await resetProbe(sw);
  await armArrival(sw);
  // The worker starts waiting for the star's commit and request before the click: Playwright's evaluation would
  // otherwise be compiled and run in the worker right beside the work it times (it arrived 8–47 ms after the
  // click, while the star's PUT was in flight). The probe was reset just above, so the first transaction over
  // `saved` + `outbox` and the first PUT of the job after the evaluation starts are the star's.
  const waited = sw.evaluate(
    async ({ jobId, expectServer }) => {
      const armed = performance.timeOrigin + performance.now();
      const probe = (globalThis as unknown as { __bench: BenchProbe }).__bench;
      const tx = await probe.wait(() => {
        const hits = probe.tx.filter((t) => t.end > armed && t.stores.includes('saved') && t.stores.includes('outbox'));
        return hits.sort((a, b) => a.end - b.end)[0];
      }, 15_000);
      const committed = tx.end;
      const txStart = tx.start;
      const arrived = (globalThis as unknown as { __benchArrived: number }).__benchArrived;
      if (!expectServer) return { committed, txStart, arrived };
      const path = `/api/me/saved/${encodeURIComponent(jobId)}`;
      const answered = await probe.wait(() => {
        const hit = probe.fetches.find(
          (f) => f.method === 'PUT' && f.url.endsWith(path) && f.status >= 200 && f.status < 300,
        );
        return hit;
      }, 20_000);
      return { committed, txStart, arrived, answered: answered.end, sent: answered.start, serverMs: answered.serverMs };
    },
    { jobId: jobIdFor(posting), expectServer },
  );
  // Awaited after the click; a failure meanwhile is not unhandled.
  waited.catch(() => undefined);
  // A person's click: the pointer reaches the star, rests, presses, releases. Playwright's `mouse.click` sends
  // the move, the press and the release within a millisecond, so the release (t0: a click's time stamp is its
  // release's) queued behind the handling of the hover and of the press, which in a person's click are over
  // long before the release. Both pauses come before t0.
  await page.mouse.move(point!.x, point!.y);
  await page.waitForTimeout(HOVER_MS);
  await page.mouse.down();
  // The page starts waiting for the press during the press: Playwright's evaluation would otherwise be compiled and
  // run in the page right beside the work it times.
  const seen = page.evaluate(async () => {
    const w = window as unknown as Marks;
    await Promise.race([w.__benchPressedSeen, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    return { t0: w.__benchClick ?? 0, handler: w.__benchHandler ?? 0, pressed: w.__benchPressed ?? 0 };
  });
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
  // Awaited, not polled (Playwright's waitForFunction runs its check every frame in the page while the star's
  // work is under way).
  const { t0, handler, pressed } = await seen;
  if (!pressed) throw new Error('the star was not pressed within 10 s');
  if (!t0) throw new Error('the click was not seen by the page');
  const times = await waited;
  return {
    pressed: pressed - t0,
    idb: times.committed - t0,
    txOpened: times.txStart - t0,
    handler: handler - t0,
    arrived: times.arrived - t0,
    ...('answered' in times && times.answered !== undefined && times.sent !== undefined
      ? {
          server: times.answered - t0,
          putSent: times.sent - t0,
          putMs: times.answered - times.sent,
          putServerMs: 'serverMs' in times ? times.serverMs : undefined,
        }
      : {}),
  };
}

/**
 * A listener after the router's (registered later) stamps when the background dispatches the next `star.set`,
 * whether it came as a message or on the content script's port: the router's synchronous part runs just before it
 * in the same dispatch. Ports opened before the first call (the warm-up's page) are not watched.
 */
async function armArrival(sw: Worker): Promise<void> {
  await sw.evaluate(() => {
    type Listener = (message: unknown) => unknown;
    const g = globalThis as unknown as {
      __benchArrived: number;
      __benchArrival?: boolean;
      chrome: {
        runtime: {
          onMessage: { addListener(l: Listener): void };
          onConnect: { addListener(l: (port: { onMessage: { addListener(l: Listener): void } }) => void): void };
        };
      };
    };
    g.__benchArrived = 0;
    if (g.__benchArrival) return;
    g.__benchArrival = true;
    const stamp = (message: unknown) => {
      if ((message as { type?: string } | undefined)?.type === 'star.set' && !g.__benchArrived)
        g.__benchArrived = performance.timeOrigin + performance.now();
    };
    g.chrome.runtime.onMessage.addListener((message) => {
      stamp(message);
      return false;
    });
    g.chrome.runtime.onConnect.addListener((port) =>
      port.onMessage.addListener((envelope) => stamp((envelope as { message?: unknown } | undefined)?.message)),
    );
  });
}

/** Floor of star_to_idb: one bare IndexedDB put of the same row, in the background. */
export async function idbFloorOnce(sw: Worker, posting: number): Promise<number> {
  return sw.evaluate(
    async ({ jobId, url }) => {
      // One connection kept open across samples, as the background keeps its database open.
      const g = globalThis as unknown as { __benchFloorDb?: Promise<IDBDatabase> };
      g.__benchFloorDb ??= new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('jobstar-bench-floor', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('saved', { keyPath: 'jobId' });
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const db = await g.__benchFloorDb;
      const row = {
        jobId,
        starred: 1,
        savedAt: new Date().toISOString(),
        synced: 0,
        page: {
          title: 'Bench Engineer',
          company: 'Benchco',
          location: 'Tel Aviv-Yafo, Israel',
          url,
          site: 'greenhouse',
        },
      };
      const start = performance.now();
      const tx = db.transaction('saved', 'readwrite');
      tx.objectStore('saved').put(row);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      return performance.now() - start;
    },
    { jobId: `floor:${posting}`, url: jobUrl(posting) },
  );
}

/** Floor of star_to_server: one bare fetch PUT from the background to the same server (and the server's own time in it). */
export async function fetchFloorOnce(
  sw: Worker,
  server: string,
  token: string,
  id: string,
): Promise<{ ms: number; serverMs?: number }> {
  return sw.evaluate(
    async ({ url, token }) => {
      const probe = (globalThis as unknown as { __bench: BenchProbe }).__bench;
      const start = performance.now();
      const response = await probe.origFetch(url, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - start;
      if (!response.ok) throw new Error(`floor PUT answered ${response.status}`);
      const timing = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
      return { ms, serverMs: timing ? Number(timing[1]) : undefined };
    },
    { url: `${server}/api/me/saved/${encodeURIComponent(id)}`, token },
  );
}

/** The bench's own message: the background's probe answers it at once (the router refuses it as not ours). */
const PING = { __benchPing: 1 };

/**
 * Floor of star_to_idb's message leg: one bare `runtime.sendMessage` from the page's content script (its
 * isolated world, reached through CDP) to the background and back. A listener installed in the background
 * answers it synchronously; the router, registered first, only sees a message that is not ours and refuses it
 * (one failed discriminator lookup) in the same dispatch.
 */
export async function messageFloor(page: Page, sw: Worker, rounds: number, extensionId: string): Promise<number[]> {
  await sw.evaluate((ping) => {
    const g = globalThis as unknown as {
      __benchPingListener?: boolean;
      chrome: {
        runtime: {
          onMessage: { addListener(l: (m: unknown, s: unknown, respond: (a: unknown) => void) => boolean): void };
        };
      };
    };
    if (g.__benchPingListener) return;
    g.__benchPingListener = true;
    g.chrome.runtime.onMessage.addListener((message, _sender, respond) => {
      if ((message as typeof ping | undefined)?.__benchPing !== ping.__benchPing) return false;
      respond(1);
      return false;
    });
  }, PING);
  const cdp = await page.context().newCDPSession(page);
  try {
    const contexts: { id: number; origin: string; name: string; auxData?: { type?: string } }[] = [];
    cdp.on('Runtime.executionContextCreated', ({ context }) => contexts.push(context));
    await cdp.send('Runtime.enable');
    const world = contexts.find(
      (c) => c.auxData?.type === 'isolated' && (c.origin.includes(extensionId) || c.name.includes(extensionId)),
    );
    if (!world) throw new Error(`no content-script world among ${contexts.length} contexts`);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
        contextId: world.id,
        awaitPromise: true,
        returnByValue: true,
        expression: `(async () => {
          const start = performance.now();
          await chrome.runtime.sendMessage(${JSON.stringify(PING)});
          return performance.now() - start;
        })()`,
      });
      if (exceptionDetails) throw new Error(`the ping failed: ${exceptionDetails.text}`);
      times.push(result.value as number);
    }
    return times;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
