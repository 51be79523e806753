import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPageScope } from './page-scope';
import { MESSAGES } from './protocol';
import { createRouter, type Handlers } from './router';

const EXTENSION = 'chrome-extension://abc/';
const fromPage = { id: 'abc', url: `${EXTENSION}options.html` };
const fromTab = { id: 'abc', url: 'https://boards.greenhouse.io/acme/jobs/1', tab: { id: 7 } as never };
/** A job the frame above may claim: Greenhouse's id, found on a Greenhouse host. */
const OWN = 'greenhouse:acme:1';

function setup(answers: Partial<Record<keyof Handlers, unknown>>) {
  const seen: unknown[] = [];
  const handlers = Object.fromEntries(
    Object.keys(MESSAGES).map((type) => [
      type,
      async (request: unknown) => {
        seen.push(request);
        return answers[type as keyof Handlers] ?? null;
      },
    ]),
  ) as unknown as Handlers;
  const route = createRouter(handlers, {
    extensionId: 'abc',
    extensionOrigin: EXTENSION,
    scope: createPageScope(),
    serviceUrl: async () => 'http://127.0.0.1:8787',
    log: () => undefined,
  });
  return { route, seen };
}

describe('the router reads the protocol table', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('a type the table lacks is not ours; a known type with wrong fields is refused beside its fields', async () => {
    const { route, seen } = setup({});
    expect(await route({ type: 'nope' }, fromPage)).toEqual({ ok: false, error: { kind: 'router.notJobstar' } });
    expect(await route({ type: 'auth.signOut', removeData: 'yes' }, fromPage)).toMatchObject({
      ok: false,
      error: { kind: 'router.invalid', fieldErrors: [{ path: 'removeData' }] },
    });
    expect(seen).toEqual([]);
  });

  it('hands the handler the parsed fields with the type, and nothing the entry does not name', async () => {
    const { route, seen } = setup({});
    await route({ type: 'auth.signOut', removeData: true, extra: 1 }, fromPage);
    expect(seen).toEqual([{ type: 'auth.signOut', removeData: true }]);
  });

  it('a content script hears only what its entry’s answer names; the extension’s pages get the handler’s answer', async () => {
    const stage = { stage: 'applied', movedAt: '2026-01-01T00:00:00.000Z', notes: 'private' };
    const answer = { starred: { [OWN]: true }, stages: { [OWN]: stage }, history: ['private'] };
    const { route } = setup({ 'page.found': answer, 'star.state': answer });
    expect(await route({ type: 'page.found', jobIds: [OWN] }, fromTab)).toEqual({
      ok: true,
      data: { starred: { [OWN]: true }, stages: { [OWN]: { stage: 'applied', movedAt: stage.movedAt } } },
    });
    expect(await route({ type: 'star.state', jobIds: [OWN] }, fromPage)).toEqual({ ok: true, data: answer });
  });

  it('an answer outside its schema reaches no content script', async () => {
    const { route } = setup({ 'page.found': { starred: 'all of them' } });
    expect(await route({ type: 'page.found', jobIds: [OWN] }, fromTab)).toEqual({
      ok: false,
      error: { kind: 'router.failed' },
    });
  });

  it('a content script’s jobs its frame may not claim never reach a handler, nor its page’s scope', async () => {
    const { route, seen } = setup({});
    const refused = { ok: false, error: { kind: 'router.outOfScope', detail: 'linkedin:4012345678' } };
    expect(await route({ type: 'page.found', jobIds: [OWN, 'linkedin:4012345678'] }, fromTab)).toEqual(refused);
    expect(await route({ type: 'star.state', jobIds: [OWN] }, fromTab)).toMatchObject({ ok: false });
    const offSite = { jobId: OWN, site: 'greenhouse', url: 'https://evil.example/acme/jobs/1' };
    expect(await route({ type: 'page.job', ref: offSite }, fromTab)).toMatchObject({ ok: false });
    expect(seen).toEqual([]);
  });
});
