/**
 * The worker's events, held by its first script (issue 36). A woken worker gets its events only from listeners
 * its first, synchronous evaluation added, and the rest of the worker is loaded later, inside an event: so the
 * first script is the one listener of every event the worker uses, and the listeners the rest adds are kept here
 * and called by it, the event that loaded the rest included. `relay.test.ts` holds `RELAYED` to every event
 * `startBackground` listens to.
 */

// biome-ignore lint/suspicious/noExplicitAny: a browser event's listeners take that event's own arguments.
export type Listener = (...args: any[]) => unknown;

interface EventLike {
  addListener(listener: Listener): void;
  removeListener(listener: Listener): void;
  hasListener(listener: Listener): boolean;
}

export const RELAYED = [
  'runtime.onMessage',
  'runtime.onConnect',
  'runtime.onStartup',
  'runtime.onInstalled',
  'tabs.onRemoved',
  'tabs.onUpdated',
  'tabs.onActivated',
  'alarms.onAlarm',
  'permissions.onAdded',
  'permissions.onRemoved',
  'commands.onCommand',
  'contextMenus.onClicked',
  // Present only once the optional permission is granted; added later, the rest's own listener is the browser's.
  'notifications.onClicked',
  'notifications.onButtonClicked',
] as const;

export type RelayedEvent = (typeof RELAYED)[number];

export interface Relay {
  /**
   * Calls the listeners the rest added to `name`, in order. As the browser reads several listeners' answers to a
   * message: `true` when any of them will answer later.
   */
  deliver(name: RelayedEvent, args: unknown[]): unknown;
}

const eventAt = (api: object, name: string): EventLike | undefined => {
  const [space, event] = name.split('.') as [string, string];
  const found = (api as Record<string, Record<string, unknown> | undefined>)[space]?.[event] as EventLike | undefined;
  return typeof found?.addListener === 'function' ? found : undefined;
};

/** Becomes the one listener of each relayed event `api` has; `first` hears each event before the rest's listeners. */
export function relayEvents(api: object, first: (name: RelayedEvent, args: unknown[]) => unknown): Relay {
  const held = new Map<RelayedEvent, Listener[]>();
  for (const name of RELAYED) {
    const event = eventAt(api, name);
    if (!event) continue;
    const listeners: Listener[] = [];
    held.set(name, listeners);
    event.addListener((...args: unknown[]) => first(name, args));
    event.addListener = (listener) => {
      if (!listeners.includes(listener)) listeners.push(listener);
    };
    event.removeListener = (listener) => {
      const at = listeners.indexOf(listener);
      if (at >= 0) listeners.splice(at, 1);
    };
    event.hasListener = (listener) => listeners.includes(listener);
  }
  return {
    deliver(name, args) {
      let later = false;
      for (const listener of [...(held.get(name) ?? [])]) if (listener(...args) === true) later = true;
      return later || undefined;
    },
  };
}

/** Keeps the listeners the rest adds to a port's messages, for the first script to call (early-ports.ts). */
export function holdPortListeners(port: { onMessage: EventLike }): Listener[] {
  const listeners: Listener[] = [];
  port.onMessage.addListener = (listener) => {
    if (!listeners.includes(listener)) listeners.push(listener);
  };
  port.onMessage.removeListener = (listener) => {
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  };
  port.onMessage.hasListener = (listener) => listeners.includes(listener);
  return listeners;
}
