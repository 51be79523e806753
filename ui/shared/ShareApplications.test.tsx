// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { freshDb } from '../../storage/testing/db-fixture';
import { askShareConsent, ShareApplications, shareState } from './ShareApplications';

const sent: unknown[] = [];
vi.mock('../../messaging/send', () => ({
  send: async (message: unknown) => {
    sent.push(message);
    return null;
  },
}));

const RECORDS = {
  link: 'https://s.test/api/jobstar/v1',
  features: ['records' as const],
  describedAt: '2026-11-27T00:00:00Z',
};
const base = { id: 'sync' as const, running: false, attempt: 0 };

describe('whether applications go to the service', () => {
  it('is asked only when the service offers it and the person has not answered', () => {
    expect(shareState(undefined)).toBe('unknown');
    expect(shareState({ ...base, extensions: null })).toBe('seed-only');
    expect(shareState({ ...base, extensions: { ...RECORDS, features: [] } })).toBe('seed-only');
    expect(shareState({ ...base, extensions: RECORDS })).toBe('ask');
    expect(shareState({ ...base, extensions: RECORDS, shareApplications: 'no' })).toBe('no');
  });

  it('on Firefox asks for the data categories a yes sends, at once, within the click', async () => {
    const request = vi
      .spyOn(browser.permissions, 'request')
      .mockResolvedValueOnce(true as never)
      .mockResolvedValueOnce(false as never);
    const granted = askShareConsent(true);
    expect(request).toHaveBeenCalledWith({ data_collection: ['websiteContent', 'personallyIdentifyingInfo'] });
    expect(await granted).toBe(true);
    expect(await askShareConsent(true)).toBe(false);
    request.mockRestore();
  });

  describe('on a page', () => {
    let root: HTMLElement;
    beforeEach(() => {
      root = document.createElement('div');
      document.body.append(root);
    });
    afterEach(() => {
      render(null, root);
      root.remove();
    });

    it('asks in words, and the answer goes to the background', async () => {
      const db = freshDb('share-ask');
      await db.syncState.put({ ...base, extensions: RECORDS });
      render(<ShareApplications db={db} lang="en" mode="prompt" />, root);
      await vi.waitFor(() => expect(root.textContent).toContain('Keep them there too?'));
      const yes = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Yes, sync them');
      yes?.click();
      await vi.waitFor(() => expect(sent).toEqual([{ type: 'sync.shareApplications', share: 'yes' }]));
    });

    it('says plainly what stays on this device when the service keeps only the seed’s data', async () => {
      const db = freshDb('share-seed');
      await db.syncState.put({ ...base, extensions: null });
      render(<ShareApplications db={db} lang="en" mode="settings" />, root);
      await vi.waitFor(() => expect(root.textContent).toContain('stay on this device'));
      render(<ShareApplications db={db} lang="en" mode="prompt" />, root);
      await vi.waitFor(() => expect(root.textContent).toBe(''));
    });
  });
});
