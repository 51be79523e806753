import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeEvent, fakeEvent } from './fake-events';
import type { WakeStar } from './first-star';
import type { Handoff } from './handoff';
import { QUIET_MS, startWake } from './start';

const star = vi.hoisted(() => ({ settle: (() => undefined) as () => void, tried: [] as unknown[] }));
vi.mock('./first-star', () => ({
  createWakeStar: (): WakeStar => ({
    tryFirst(message) {
      if ((message as { type?: string }).type !== 'star.set') return null;
      star.tried.push(message);
      return new Promise<void>((resolve) => {
        star.settle = resolve;
      });
    },
    writtenOnWake: async () => undefined,
    unclaimed: () => undefined,
    close: () => undefined,
  }),
}));

interface FakeApi {
  runtime: { onMessage: FakeEvent; onConnect: FakeEvent };
  tabs: { onUpdated: FakeEvent };
}

const fakeApi = (): FakeApi => ({
  runtime: { onMessage: fakeEvent(), onConnect: fakeEvent() },
  tabs: { onUpdated: fakeEvent() },
});

const fakePort = () => ({
  name: 'jobstar',
  sender: { id: 'jobstar', url: 'https://example.com/', tab: { id: 1 } },
  onMessage: fakeEvent(),
  onDisconnect: fakeEvent(),
});

/** The rest of the worker: it listens as `startBackground` does, and says what it heard. */
function theRest(api: FakeApi) {
  const heard: unknown[] = [];
  const loadRest = vi.fn((_handoff: Handoff) => {
    api.runtime.onMessage.addListener((message: unknown) => {
      heard.push(['message', message]);
      return true;
    });
    api.runtime.onConnect.addListener((port: ReturnType<typeof fakePort>) =>
      port.onMessage.addListener((envelope: unknown) => heard.push(['port', envelope])),
    );
    api.tabs.onUpdated.addListener((tabId: number) => heard.push(['tab', tabId]));
  });
  return { heard, loadRest };
}

const start = (api: FakeApi, rest: ReturnType<typeof theRest>, eager: boolean) =>
  startWake({ api, extensionId: 'jobstar', extensionOrigin: 'chrome-extension://jobstar/', eager, ...rest });

beforeEach(() => {
  vi.useFakeTimers();
  star.tried = [];
});
afterEach(() => vi.useRealTimers());

describe("the worker's first script", () => {
  it('loads the rest at once on a first evaluation, and the rest hears every event', () => {
    const api = fakeApi();
    const rest = theRest(api);
    start(api, rest, true);
    expect(rest.loadRest).toHaveBeenCalledOnce();
    api.tabs.onUpdated.fire(3);
    expect(rest.heard).toEqual([['tab', 3]]);
  });

  it('loads the rest for a message that may want an answer, and the rest answers that very message', () => {
    const api = fakeApi();
    const rest = theRest(api);
    start(api, rest, false);
    expect(rest.loadRest).not.toHaveBeenCalled();
    expect(api.runtime.onMessage.fire({ type: 'sync.status' })).toEqual([true]);
    expect(rest.heard).toEqual([['message', { type: 'sync.status' }]]);
  });

  it("holds a page's star until it is written, then hands the port and its messages to the rest", async () => {
    const api = fakeApi();
    const rest = theRest(api);
    start(api, rest, false);
    const port = fakePort();
    api.runtime.onConnect.fire(port);
    const envelope = { id: 1, message: { type: 'star.set', starred: true, ref: { jobId: 'a:1' } } };
    port.onMessage.fire(envelope);
    expect(star.tried).toEqual([envelope.message]);
    // A tab's change meanwhile waits too.
    api.tabs.onUpdated.fire(3);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 5);
    expect(rest.loadRest).not.toHaveBeenCalled();

    star.settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(rest.loadRest).toHaveBeenCalledOnce();
    expect(rest.heard).toEqual([
      ['port', envelope],
      ['tab', 3],
    ]);
    port.onMessage.fire({ id: 2, message: { type: 'star.state' } });
    expect(rest.heard.at(-1)).toEqual(['port', { id: 2, message: { type: 'star.state' } }]);
  });

  it("loads the rest at once for a port's other messages", () => {
    const api = fakeApi();
    const rest = theRest(api);
    start(api, rest, false);
    const port = fakePort();
    api.runtime.onConnect.fire(port);
    port.onMessage.fire({ id: 1, message: { type: 'page.found', jobIds: [] } });
    expect(rest.loadRest).toHaveBeenCalledOnce();
    expect(rest.heard).toEqual([['port', { id: 1, message: { type: 'page.found', jobIds: [] } }]]);
  });

  it('loads the rest after a quiet moment: a port opened as the pointer comes, a tab that changed', async () => {
    const api = fakeApi();
    const rest = theRest(api);
    start(api, rest, false);
    api.runtime.onConnect.fire(fakePort());
    api.tabs.onUpdated.fire(4);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(rest.loadRest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(rest.loadRest).toHaveBeenCalledOnce();
    expect(rest.heard).toEqual([['tab', 4]]);
  });

  it('forgets a port closed before the rest loaded', async () => {
    const api = fakeApi();
    const rest = theRest(api);
    start(api, rest, false);
    const port = fakePort();
    api.runtime.onConnect.fire(port);
    port.onDisconnect.fire();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(rest.loadRest).toHaveBeenCalledOnce();
    expect(rest.heard).toEqual([]);
  });
});
