/**
 * The toolbar shows the tab's job state (per tab): a filled star icon and a ★ badge on a tab whose job is
 * starred, the outlined star and no badge otherwise.
 *
 * `setIcon` with paths fetches and decodes the PNGs in the worker on every call, and a star's badge is set
 * while its PUT is in flight on the same thread (issue 18): each icon is decoded once per worker and handed
 * over as `imageData`. Where the worker cannot decode (no OffscreenCanvas), the paths are given as before.
 */
import { browser } from 'wxt/browser';

const STARRED_BADGE = '★';
const STAR_ON = { 16: '/icon/star-on-16.png', 32: '/icon/star-on-32.png' } as const;
const STAR_OFF = { 16: '/icon/star-off-16.png', 32: '/icon/star-off-32.png' } as const;
type IconPaths = typeof STAR_ON | typeof STAR_OFF;

async function decode(path: IconPaths[16 | 32]): Promise<ImageData> {
  const blob = await (await fetch(browser.runtime.getURL(path))).blob();
  const bitmap = await createImageBitmap(blob);
  // A closed bitmap measures 0 × 0: its size is read before it is let go.
  const { width, height } = bitmap;
  const context = new OffscreenCanvas(width, height).getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return context.getImageData(0, 0, width, height);
}

const decoded = new Map<IconPaths, Promise<Record<16 | 32, ImageData> | null>>();

/** The icon's pixels, decoded once; null where this worker cannot decode (then paths it is). */
function pixelsOf(paths: IconPaths): Promise<Record<16 | 32, ImageData> | null> {
  let pixels = decoded.get(paths);
  if (!pixels) {
    pixels =
      typeof OffscreenCanvas === 'function' && typeof createImageBitmap === 'function'
        ? Promise.all([decode(paths[16]), decode(paths[32])]).then(
            ([small, large]) => ({ 16: small, 32: large }),
            () => null,
          )
        : Promise.resolve(null);
    decoded.set(paths, pixels);
  }
  return pixels;
}

export async function showBadge(tabId: number, starred: boolean): Promise<void> {
  const paths = starred ? STAR_ON : STAR_OFF;
  const imageData = await pixelsOf(paths);
  try {
    // Issued together: three independent calls, one wait instead of three.
    await Promise.all([
      browser.action.setBadgeText({ tabId, text: starred ? STARRED_BADGE : '' }),
      starred ? browser.action.setBadgeBackgroundColor({ tabId, color: '#b7791f' }) : undefined,
      browser.action.setIcon(imageData ? { tabId, imageData } : { tabId, path: paths }),
    ]);
  } catch {
    // The tab closed meanwhile: nothing to show.
  }
}
