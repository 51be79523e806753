import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortTransport, PORT_IDLE_MS, type PortEnvelope } from './port-transport';

/** A port as the browser hands one out: what it was sent, and a way to answer or close it from the other end. */
function fakePort() {
  const messageListeners: ((envelope: PortEnvelope) => void)[] = [];
  const disconnectListeners: (() => void)[] = [];
  const port = {
    sent: [] as PortEnvelope[],
    disconnected: false,
    postMessage: (envelope: PortEnvelope) => port.sent.push(envelope),
    disconnect: () => {
      port.disconnected = true;
    },
    onMessage: { addListener: (listener: (envelope: PortEnvelope) => void) => messageListeners.push(listener) },
    onDisconnect: { addListener: (listener: () => void) => disconnectListeners.push(listener) },
    answer: (id: number, message: unknown) => {
      for (const listener of messageListeners) listener({ id, message });
    },
    closeFromBackground: () => {
      for (const listener of disconnectListeners) listener();
    },
  };
  return port;
}

describe('the content script’s port to the background', () => {
  let ports: ReturnType<typeof fakePort>[];
  const connect = () => {
    const port = fakePort();
    ports.push(port);
    return port as never;
  };

  beforeEach(() => {
    ports = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('sends every message over one port and gives each its own answer, in whatever order they come', async () => {
    const transport = createPortTransport(connect);
    const first = transport.send({ type: 'page.found' });
    const second = transport.send({ type: 'star.set' });
    expect(ports).toHaveLength(1);
    const [a, b] = ports[0]!.sent;
    expect(a!.message).toEqual({ type: 'page.found' });
    ports[0]!.answer(b!.id, { ok: true, data: 'second' });
    ports[0]!.answer(a!.id, { ok: true, data: 'first' });
    await expect(first).resolves.toEqual({ ok: true, data: 'first' });
    await expect(second).resolves.toEqual({ ok: true, data: 'second' });
  });

  it('opens the port when warmed, so the next message goes out on it at once', () => {
    const transport = createPortTransport(connect);
    transport.warm();
    expect(ports).toHaveLength(1);
    void transport.send({ type: 'star.set' });
    expect(ports).toHaveLength(1);
    expect(ports[0]!.sent).toHaveLength(1);
  });

  it('answers nothing for what was pending when the port closes, and opens a new one for the next message', async () => {
    const transport = createPortTransport(connect);
    const pending = transport.send({ type: 'star.set' });
    ports[0]!.closeFromBackground();
    await expect(pending).resolves.toBeUndefined();
    void transport.send({ type: 'star.set' });
    expect(ports).toHaveLength(2);
    expect(ports[1]!.sent).toHaveLength(1);
  });

  it('closes the port once it has been quiet, but never while an answer is awaited', async () => {
    const transport = createPortTransport(connect);
    const pending = transport.send({ type: 'star.set' });
    vi.advanceTimersByTime(PORT_IDLE_MS * 2);
    expect(ports[0]!.disconnected).toBe(false);
    ports[0]!.answer(ports[0]!.sent[0]!.id, { ok: true });
    await pending;
    vi.advanceTimersByTime(PORT_IDLE_MS);
    expect(ports[0]!.disconnected).toBe(true);
    transport.warm();
    expect(ports).toHaveLength(2);
  });
});
