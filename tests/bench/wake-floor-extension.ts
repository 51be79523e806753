/**
 * The floor of `star_after_sleep` (issue 36): a minimal MV3 extension, written by the bench into a temporary
 * folder and loaded beside the build in the same browser, whose worker does nothing but what a star needs from a
 * stopped worker: wake, take one message on a port and put one row in IndexedDB. Its content script, on the wake
 * rows' job pages only, adds a button that behaves as the star does towards the background: the pointer
 * reaching it opens the port (content/start.ts warms jobstar's on `pointerover` too), the click sends the row.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The wake rows' job pages live on a board of their own, so the floor's content script runs nowhere else. */
export const WAKE_BOARD = 'benchwake';
export const FLOOR_BUTTON_ID = 'bench-wake-floor';
export const FLOOR_WORKER = 'floor-worker.js';
export const FLOOR_DB = 'bench-wake-floor';

const manifest = {
  manifest_version: 3,
  name: 'jobstar bench wake floor',
  version: '1.0',
  // A classic worker, as jobstar's first script is (background/wake; it was a module worker until issue 36's fifth pass).
  background: { service_worker: FLOOR_WORKER },
  content_scripts: [{ matches: [`https://job-boards.greenhouse.io/${WAKE_BOARD}/*`], js: ['floor-content.js'] }],
};

// The database opens as the worker starts, beside the message's arrival: the least a worker can do.
const worker = `const db = new Promise((resolve, reject) => {
  const open = indexedDB.open(${JSON.stringify(FLOOR_DB)}, 1);
  open.onupgradeneeded = () => open.result.createObjectStore('saved', { keyPath: 'jobId' });
  open.onsuccess = () => resolve(open.result);
  open.onerror = () => reject(open.error);
});
chrome.runtime.onConnect.addListener((port) => {
  port.onMessage.addListener(async (row) => {
    const tx = (await db).transaction('saved', 'readwrite');
    tx.objectStore('saved').put(row);
    tx.oncomplete = () => port.postMessage({ ok: true });
  });
});
`;

const content = `const button = document.createElement('button');
button.id = ${JSON.stringify(FLOOR_BUTTON_ID)};
button.textContent = 'floor star';
button.style.cssText = 'position:fixed;left:16px;bottom:16px;z-index:2147483647;width:80px;height:40px';
let port;
const open = () => {
  if (!port) {
    port = chrome.runtime.connect({ name: 'floor' });
    port.onDisconnect.addListener(() => { port = undefined; });
  }
  return port;
};
button.addEventListener('pointerover', open);
button.addEventListener('click', () =>
  open().postMessage({
    jobId: 'floor:' + location.pathname,
    starred: 1,
    savedAt: new Date().toISOString(),
    synced: 0,
    page: { title: document.title, url: location.href, site: 'greenhouse' },
  }),
);
document.body.append(button);
`;

export function writeWakeFloorExtension(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'jobstar-bench-wake-floor-'));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(join(dir, FLOOR_WORKER), worker);
  writeFileSync(join(dir, 'floor-content.js'), content);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
