import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { showBadge } from './badge';

describe('showBadge', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
    vi.spyOn(browser.action, 'setBadgeText').mockResolvedValue(undefined);
    vi.spyOn(browser.action, 'setBadgeBackgroundColor').mockResolvedValue(undefined);
  });

  it('sets the tab’s toolbar icon to the filled star when its job is starred, the outlined one otherwise', async () => {
    const setIcon = vi.spyOn(browser.action, 'setIcon').mockResolvedValue(undefined);
    await showBadge(7, true);
    await showBadge(8, false);
    expect(setIcon.mock.calls).toEqual([
      [{ tabId: 7, path: { 16: '/icon/star-on-16.png', 32: '/icon/star-on-32.png' } }],
      [{ tabId: 8, path: { 16: '/icon/star-off-16.png', 32: '/icon/star-off-32.png' } }],
    ]);
    expect(browser.action.setBadgeText).toHaveBeenCalledWith({ tabId: 7, text: '★' });
    expect(browser.action.setBadgeText).toHaveBeenCalledWith({ tabId: 8, text: '' });
  });

  it('decodes each icon once per worker and hands over its pixels where the worker can decode', async () => {
    const pixels = (width: number) => ({ width }) as unknown as ImageData;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(url)),
    );
    vi.stubGlobal(
      'createImageBitmap',
      // As a real ImageBitmap: once closed, it measures 0 × 0.
      vi.fn(async (blob: Blob) => {
        const bitmap = { width: (await blob.text()).includes('-16') ? 16 : 32, height: 1, close() {} };
        bitmap.close = () => Object.assign(bitmap, { width: 0, height: 0 });
        return bitmap;
      }),
    );
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(readonly width: number) {}
        getContext = () => ({
          drawImage() {},
          getImageData: (_x: number, _y: number, w: number, h: number) => {
            if (w === 0 || h === 0) throw new DOMException('The source width is 0.', 'IndexSizeError');
            return pixels(w);
          },
        });
      },
    );
    try {
      vi.resetModules();
      const { showBadge: fresh } = await import('./badge');
      const setIcon = vi.spyOn(browser.action, 'setIcon').mockResolvedValue(undefined);
      await fresh(7, true);
      await fresh(8, true);
      expect(setIcon.mock.calls).toEqual([
        [{ tabId: 7, imageData: { 16: pixels(16), 32: pixels(32) } }],
        [{ tabId: 8, imageData: { 16: pixels(16), 32: pixels(32) } }],
      ]);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says nothing when the tab closed meanwhile', async () => {
    vi.spyOn(browser.action, 'setIcon').mockRejectedValue(new Error('No tab with id: 7.'));
    await expect(showBadge(7, true)).resolves.toBeUndefined();
  });
});
