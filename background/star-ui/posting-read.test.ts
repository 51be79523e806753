import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pageSaysGone, postingInTab } from './posting-read';

const frame = { tabId: 4, frameId: 2 };

afterEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

describe('the posting read in a tab', () => {
  it('runs the reader in the starring frame with the site’s selector, and parses what comes back again', async () => {
    const run = vi.spyOn(browser.scripting, 'executeScript').mockResolvedValue([
      {
        frameId: 2,
        documentId: 'd',
        result: {
          nodes: [
            { tag: 'script', children: ['alert(1)'] },
            { tag: 'a', href: 'javascript:alert(1)', children: ['go'] },
            { tag: 'p', onclick: 'x', children: ['Weld.'] },
          ],
          cut: false,
        },
      },
    ] as never);
    expect(await postingInTab(frame, 'greenhouse')).toEqual({
      nodes: ['alert(1)', 'go', { tag: 'p', children: ['Weld.'] }],
      cut: false,
    });
    const [call] = run.mock.calls[0] as unknown as [{ target: unknown; args: unknown[] }];
    expect(call.target).toEqual({ tabId: 4, frameIds: [2] });
    expect(call.args).toEqual(['.job__description, #content', 100_000]);
  });

  it('falls back to JSON-LD for a site without a reader, and keeps nothing from a frame it cannot read', async () => {
    const run = vi.spyOn(browser.scripting, 'executeScript').mockResolvedValue([{ result: null }] as never);
    expect(await postingInTab(frame, 'workday')).toBeNull();
    expect((run.mock.calls[0] as unknown as [{ args: unknown[] }])[0].args).toEqual([null, 100_000]);
    run.mockRejectedValue(new Error('Frame with ID 2 was removed.'));
    expect(await postingInTab(frame, 'greenhouse')).toBeNull();
    run.mockResolvedValue([{ result: { nodes: 'not a list' } }] as never);
    expect(await postingInTab(frame, 'greenhouse')).toBeNull();
  });

  it('a page is gone only if, asked again, its adapter still claims it and finds no job', async () => {
    const answer = vi.spyOn(browser.tabs, 'sendMessage');
    const gone = {
      ref: null,
      miss: { adapter: 'greenhouse', pattern: 'job-boards.greenhouse.io/:/jobs/:', missing: 'title' },
    };
    answer.mockResolvedValue(gone as never);
    expect(await pageSaysGone(frame, 0)).toBe(true);
    expect(answer).toHaveBeenCalledTimes(2);
    expect(answer).toHaveBeenCalledWith(4, { type: 'page.current' }, { frameId: 2 });
    answer
      .mockResolvedValueOnce(gone as never)
      .mockResolvedValueOnce({ ref: { jobId: 'greenhouse:a:1' }, miss: null } as never);
    expect(await pageSaysGone(frame, 0)).toBe(false);
    answer.mockResolvedValue({ ref: { jobId: 'greenhouse:a:1' }, miss: null } as never);
    expect(await pageSaysGone(frame, 0)).toBe(false);
    answer.mockResolvedValue({ ...gone, miss: { ...gone.miss, missing: 'error' } } as never);
    expect(await pageSaysGone(frame, 0)).toBe(false);
    answer.mockResolvedValue({ ref: null, miss: null } as never);
    expect(await pageSaysGone(frame, 0)).toBe(false);
    answer.mockRejectedValue(new Error('no receiver'));
    expect(await pageSaysGone(frame, 0)).toBe(false);
  });
});
