import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeEvent } from './fake-events';
import { holdPortListeners, RELAYED, relayEvents } from './relay';

describe('relayEvents', () => {
  it('is the one listener the browser holds; the listeners added after it hear each event through it', () => {
    const onAlarm = fakeEvent();
    const api = { alarms: { onAlarm } };
    const first = vi.fn((_name: string, args: unknown[]) => relay.deliver('alarms.onAlarm', args));
    const relay = relayEvents(api, first);
    const rest = vi.fn();
    api.alarms.onAlarm.addListener(rest);
    expect(onAlarm.real).toHaveLength(1);
    expect(api.alarms.onAlarm.hasListener(rest)).toBe(true);

    onAlarm.fire({ name: 'sync' });
    expect(first).toHaveBeenCalledWith('alarms.onAlarm', [{ name: 'sync' }]);
    expect(rest).toHaveBeenCalledWith({ name: 'sync' });

    api.alarms.onAlarm.removeListener(rest);
    onAlarm.fire({ name: 'again' });
    expect(rest).toHaveBeenCalledTimes(1);
  });

  it('answers true when any listener will answer a message later, as the browser reads them', () => {
    const onMessage = fakeEvent();
    const api = { runtime: { onMessage } };
    const relay = relayEvents(api, (name, args) => relay.deliver(name, args));
    api.runtime.onMessage.addListener(() => undefined);
    expect(onMessage.fire('ping')).toEqual([undefined]);
    api.runtime.onMessage.addListener(() => true);
    expect(onMessage.fire('ping')).toEqual([true]);
  });

  it('passes over the events the browser does not offer (a permission not granted)', () => {
    expect(() => relayEvents({ runtime: {} }, () => undefined)).not.toThrow();
  });

  it("keeps a port's message listeners for the first script to call", () => {
    const onMessage = fakeEvent();
    const listeners = holdPortListeners({ onMessage });
    const listener = vi.fn();
    onMessage.addListener(listener);
    expect(listeners).toEqual([listener]);
    expect(onMessage.real).toEqual([]);
  });
});

describe('RELAYED', () => {
  it('holds every event the rest of the worker listens to', { timeout: 60_000 }, async () => {
    const heard = new Set<string>();
    const spaces = fakeBrowser as unknown as Record<string, Record<string, { addListener?: unknown }>>;
    for (const [space, members] of Object.entries(spaces)) {
      if (!members || typeof members !== 'object') continue;
      for (const [name, event] of Object.entries(members)) {
        if (!name.startsWith('on') || typeof event?.addListener !== 'function') continue;
        const add = event.addListener.bind(event) as (listener: unknown) => void;
        event.addListener = (listener: unknown) => {
          heard.add(`${space}.${name}`);
          // The fake browser lacks some events (it says so by throwing): which ones are listened to is the point.
          try {
            add(listener);
          } catch {}
        };
      }
    }
    const { startBackground } = await import('../main');
    startBackground();
    expect(heard.size).toBeGreaterThan(5);
    expect([...heard].filter((event) => !(RELAYED as readonly string[]).includes(event))).toEqual([]);
  });
});
