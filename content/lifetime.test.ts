import { describe, expect, it, vi } from 'vitest';
import { createLifetime, watchLocation } from './lifetime';

function framework() {
  const listeners: (() => void)[] = [];
  return {
    onFrameworkInvalidated: (listener: () => void) => listeners.push(listener),
    fire: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe('content script lifetime', () => {
  it('a page’s forged "content script started" event leaves it running while its extension is there', () => {
    const wxt = framework();
    const signal = createLifetime({
      extensionAlive: () => true,
      onFrameworkInvalidated: wxt.onFrameworkInvalidated,
      world: {},
    });
    wxt.fire();
    expect(signal.aborted).toBe(false);
  });
  it('ends when its extension is gone (an update or reload orphaned it)', () => {
    const wxt = framework();
    let alive = true;
    const signal = createLifetime({
      extensionAlive: () => alive,
      onFrameworkInvalidated: wxt.onFrameworkInvalidated,
      world: {},
    });
    alive = false;
    wxt.fire();
    expect(signal.aborted).toBe(true);
  });
  it('a newer copy in the same isolated world stops the older one, never itself', () => {
    const world = {};
    const options = { extensionAlive: () => true, onFrameworkInvalidated: () => undefined, world };
    const older = createLifetime(options);
    const newer = createLifetime(options);
    expect(older.aborted).toBe(true);
    expect(newer.aborted).toBe(false);
  });
});

describe('watchLocation', () => {
  it('follows same-document navigations through the Navigation API until the signal ends', () => {
    const navigation = new EventTarget();
    const onChange = vi.fn();
    const controller = new AbortController();
    watchLocation({ navigation } as unknown as Window, controller.signal, onChange);
    navigation.dispatchEvent(new Event('currententrychange'));
    controller.abort();
    navigation.dispatchEvent(new Event('currententrychange'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
  it('polls the address where there is no Navigation API', () => {
    vi.useFakeTimers();
    try {
      const fake = {
        location: { href: 'https://a.test/1' },
        setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
        clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
      };
      const onChange = vi.fn();
      watchLocation(fake as unknown as Window, new AbortController().signal, onChange);
      vi.advanceTimersByTime(1000);
      fake.location.href = 'https://a.test/2';
      vi.advanceTimersByTime(1000);
      expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
