import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPageScope, MAX_SCOPE_PER_FRAME } from './page-scope';

const tab = (id: number, frameId = 0) => ({ id: 'abc', tab: { id } as never, frameId, url: 'https://x.example/' });

describe('per-tab scope', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    fakeBrowser.reset();
  });

  it('outlives a worker restart (a new scope object reads storage.session)', async () => {
    await createPageScope().add(tab(1), ['a', 'b']);
    expect(await createPageScope().outside(tab(1), ['a', 'b', 'c'])).toEqual(['c']);
  });

  it('keeps the newest finds of an endless list, and forgets a closed tab', async () => {
    const scope = createPageScope();
    const many = Array.from({ length: MAX_SCOPE_PER_FRAME + 10 }, (_, i) => `job-${i}`);
    await scope.add(tab(2), many);
    expect(await scope.outside(tab(2), ['job-0', `job-${MAX_SCOPE_PER_FRAME + 9}`])).toEqual(['job-0']);
    await scope.forgetTab(2);
    expect(await scope.outside(tab(2), ['job-20'])).toEqual(['job-20']);
  });

  it('names the frames showing changed jobs, with only those jobs', async () => {
    const scope = createPageScope();
    await scope.add(tab(1), ['a', 'b']);
    await scope.add(tab(1, 4), ['c']);
    await scope.add(tab(2), ['d']);
    expect(await scope.framesShowing(['b', 'c', 'x'])).toEqual([
      { tabId: 1, frameId: 0, jobIds: ['b'] },
      { tabId: 1, frameId: 4, jobIds: ['c'] },
    ]);
  });

  it('reads the stored scopes once, from a preload at start to the messages after it', async () => {
    await createPageScope().add(tab(1), ['a']);
    const read = vi.spyOn(fakeBrowser.storage.session, 'get');
    const scope = createPageScope();
    scope.preload();
    expect(read).toHaveBeenCalledOnce();
    expect(await scope.outside(tab(1), ['a', 'b'])).toEqual(['b']);
    expect(read).toHaveBeenCalledOnce();
  });

  it('reads again after a failed read (a preload that failed does not refuse every message after it)', async () => {
    await createPageScope().add(tab(1), ['a']);
    const read = vi.spyOn(fakeBrowser.storage.session, 'get').mockRejectedValueOnce(new Error('storage is gone'));
    const scope = createPageScope();
    scope.preload();
    await new Promise((settled) => setTimeout(settled, 0));
    expect(read).toHaveBeenCalledOnce();
    expect(await scope.outside(tab(1), ['a', 'b'])).toEqual(['b']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('refuses everything for a sender without a tab', async () => {
    const scope = createPageScope();
    await scope.add({ id: 'abc' }, ['a']);
    expect(await scope.outside({ id: 'abc' }, ['a'])).toEqual(['a']);
  });
});
