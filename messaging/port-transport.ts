/**
 * The content script's messages to the background over one long-lived port instead of a `runtime.sendMessage`
 * each: a message on an open port is one hop through the browser, where `sendMessage` opens and closes a channel
 * every time (a round trip took 1.0–1.2 ms against 2.7–3.6 ms on the bench's machine, issue 18). The port opens
 * when the page first talks to the background or when a person's pointer or focus reaches a star (`warm`), and
 * closes after a quiet while so an idle tab holds nothing open. The answers are the router's, unchanged; a port
 * that closes first (the worker stopped, the page went into the back/forward cache) answers nothing, as a closed
 * `sendMessage` channel does, and the next message opens a new one.
 */
import { type Browser, browser } from 'wxt/browser';

export const MESSAGE_PORT = 'jobstar';
/** How long an open port may stay quiet before it is closed. */
export const PORT_IDLE_MS = 15_000;

export interface PortEnvelope {
  id: number;
  message: unknown;
}

type Port = Pick<Browser.runtime.Port, 'postMessage' | 'disconnect' | 'onMessage' | 'onDisconnect'>;

export function createPortTransport(connect: () => Port = () => browser.runtime.connect({ name: MESSAGE_PORT })) {
  let port: Port | undefined;
  let lastId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Map<number, (answer?: unknown) => void>();

  const closed = () => {
    port = undefined;
    for (const answer of pending.values()) answer();
    pending.clear();
  };
  /** The port, opened if it is not; it closes once it has been quiet, with no answer awaited, for PORT_IDLE_MS. */
  const open = (): Port => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (pending.size > 0) return void open();
      port?.disconnect();
      closed();
    }, PORT_IDLE_MS);
    if (!port) {
      const opened = connect();
      opened.onMessage.addListener(({ id, message }: PortEnvelope) => {
        pending.get(id)?.(message);
        pending.delete(id);
      });
      opened.onDisconnect.addListener(() => port === opened && closed());
      port = opened;
    }
    return port;
  };

  return {
    /** Opens the port ahead of a message that may come (a pointer or focus on a star). */
    warm: (): void => void open(),
    send: (message: unknown): Promise<unknown> =>
      new Promise((resolve) => {
        const id = ++lastId;
        pending.set(id, resolve);
        open().postMessage({ id, message } satisfies PortEnvelope);
      }),
  };
}
