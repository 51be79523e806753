import { describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import type { ErrorInfo } from '../model/errors';
import { servePort } from './port-server';
import { MESSAGE_PORT, type PortEnvelope } from './port-transport';

const word = (error: ErrorInfo) => `said ${error.kind}`;

const SENDER = { id: 'ext', url: 'https://job-boards.greenhouse.io/acme/jobs/1', tab: { id: 7 }, frameId: 0 };

function fakePort(name: string, sender: object | null = SENDER) {
  const listeners: ((envelope: PortEnvelope) => void)[] = [];
  const posted: PortEnvelope[] = [];
  const port = {
    name,
    sender: sender ?? undefined,
    postMessage: (envelope: PortEnvelope) => posted.push(envelope),
    onMessage: { addListener: (listener: (envelope: PortEnvelope) => void) => listeners.push(listener) },
  } as unknown as Browser.runtime.Port;
  const receive = (envelope: unknown) => {
    for (const listener of listeners) listener(envelope as never);
  };
  return { port, posted, receive };
}

describe('the background’s end of the content script’s port', () => {
  it('routes each message with the port’s sender and answers under its id', async () => {
    const route = vi.fn(async (message: unknown) => ({ ok: true, data: message }));
    const { port, posted, receive } = fakePort(MESSAGE_PORT);
    servePort(port, route, vi.fn(), word);
    receive({ id: 4, message: { type: 'star.state', jobIds: [] } });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(route).toHaveBeenCalledWith({ type: 'star.state', jobIds: [] }, SENDER);
    expect(posted[0]).toEqual({ id: 4, message: { ok: true, data: { type: 'star.state', jobIds: [] } } });
  });

  it('answers a failure the router throws as router.failed, and reports it', async () => {
    const report = vi.fn();
    const { port, posted, receive } = fakePort(MESSAGE_PORT);
    servePort(port, async () => Promise.reject(new Error('boom')), report, word);
    receive({ id: 1, message: {} });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      id: 1,
      message: { ok: false, error: { kind: 'router.failed', words: 'said router.failed' } },
    });
    expect(report).toHaveBeenCalled();
  });

  it('words each refusal the router answers, so the content script needs no error words', async () => {
    const refusal = { kind: 'storage.quota', params: { detail: 'full' } };
    const { port, posted, receive } = fakePort(MESSAGE_PORT);
    servePort(port, async () => ({ ok: false, error: refusal }), vi.fn(), word);
    receive({ id: 2, message: { type: 'star.set' } });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ id: 2, message: { ok: false, error: { ...refusal, words: 'said storage.quota' } } });
  });

  it('leaves other ports, ports without a sender and envelopes without an id alone', async () => {
    const route = vi.fn(async () => ({ ok: true }));
    const other = fakePort('someone-else');
    servePort(other.port, route, vi.fn(), word);
    other.receive({ id: 1, message: {} });
    const anonymous = fakePort(MESSAGE_PORT, null);
    servePort(anonymous.port, route, vi.fn(), word);
    anonymous.receive({ id: 1, message: {} });
    const ours = fakePort(MESSAGE_PORT);
    servePort(ours.port, route, vi.fn(), word);
    ours.receive({ message: {} });
    ours.receive(null);
    await Promise.resolve();
    expect(route).not.toHaveBeenCalled();
  });
});
