/**
 * The worker's first script (issue 36): it holds every event (relay.ts) and loads the rest of the worker only
 * when an event needs it. A woken worker's page star is written first (first-star.ts), then the rest is loaded
 * and routes it as any message. A message that may want an answer loads the rest at once; a page's new port and
 * the events nobody answers (a tab's change, an alarm, a menu click) wait, with what they carry, until the rest is
 * loaded: once a star is written, or after `QUIET_MS` with no star. Tabs change all the time, and a star clicked as
 * its page finishes loading would otherwise wait for the whole worker; at a person's pace the port opens as the
 * pointer reaches the star, and the rest is loaded before the click.
 */
import type { Browser } from 'wxt/browser';
import type { MessageSender } from '../../messaging/router';
import { createWakeStar } from './first-star';
import type { Handoff } from './handoff';
import { holdPortListeners, type Listener, type RelayedEvent, relayEvents } from './relay';

type Port = Browser.runtime.Port;

/** How long a woken worker waits for a star before it loads the rest for the events it holds. */
export const QUIET_MS = 8;

export interface WakeOptions {
  /** `browser`, whose events the first script holds. */
  api: object;
  extensionId: string;
  extensionOrigin: string;
  /** Loads and starts the rest of the worker, synchronously. */
  loadRest(handoff: Handoff): void;
  /** Load the rest now: a worker's first evaluation, which must import every script it will ever use. */
  eager: boolean;
}

interface HeldPort {
  port: Port;
  envelopes: unknown[];
  /** The rest's listeners of the port's messages, once the rest has it. */
  listeners?: Listener[];
}

export function startWake(options: WakeOptions): void {
  let loaded = false;
  const held = new Set<HeldPort>();
  const waiting: [RelayedEvent, unknown[]][] = [];
  const star = options.eager ? undefined : createWakeStar(options);
  let quiet: ReturnType<typeof setTimeout> | undefined;
  /** A star is being written: the rest loads once it is. */
  let starting = false;

  const relay = relayEvents(options.api, (name, args) => {
    if (loaded) return relay.deliver(name, args);
    if (name === 'runtime.onConnect') return hold(args[0] as Port);
    if (name === 'runtime.onMessage') {
      loadRest();
      return relay.deliver(name, args);
    }
    waiting.push([name, args]);
    waitQuietly();
    return undefined;
  });

  function waitQuietly(): void {
    if (!starting) quiet ??= setTimeout(loadRest, QUIET_MS);
  }

  function loadRest(): void {
    if (loaded) return;
    loaded = true;
    clearTimeout(quiet);
    options.loadRest({
      writtenOnWake: (dbName, jobId) => star?.writtenOnWake(dbName, jobId) ?? Promise.resolve(undefined),
      unclaimed: (message) => star?.unclaimed(message),
    });
    star?.close();
    for (const entry of held) handOver(entry);
    held.clear();
    for (const [name, args] of waiting.splice(0)) relay.deliver(name, args);
  }

  function handOver(entry: HeldPort): void {
    entry.listeners = holdPortListeners(entry.port);
    relay.deliver('runtime.onConnect', [entry.port]);
    for (const envelope of entry.envelopes.splice(0)) forward(entry, envelope);
  }

  function forward(entry: HeldPort, envelope: unknown): void {
    for (const listener of [...(entry.listeners ?? [])]) listener(envelope, entry.port);
  }

  function hold(port: Port): void {
    const entry: HeldPort = { port, envelopes: [] };
    held.add(entry);
    port.onDisconnect.addListener(() => held.delete(entry));
    port.onMessage.addListener((envelope: unknown) => {
      if (entry.listeners) return forward(entry, envelope);
      entry.envelopes.push(envelope);
      const written = star?.tryFirst((envelope as { message?: unknown } | null)?.message, port.sender as MessageSender);
      if (!written) return loadRest();
      starting = true;
      clearTimeout(quiet);
      // The rest loads once the star is on disk: in a task of its own, after the commit's.
      written.finally(() => setTimeout(loadRest, 0));
    });
    waitQuietly();
  }

  if (options.eager) loadRest();
}
