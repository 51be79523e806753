/**
 * The background's end of the content script's port (port-transport.ts): each message goes through the same router
 * as a `runtime.sendMessage`, with the port's sender (its tab, frame and URL, set by the browser), and its answer
 * goes back under the message's id. A failure goes back worded (`words`, by `word`): the content script carries no
 * error words but the router's own two.
 */
import type { Browser } from 'wxt/browser';
import type { ErrorInfo } from '../model/errors';
import { MESSAGE_PORT, type PortEnvelope } from './port-transport';
import type { MessageSender } from './router';

type Route = (message: unknown, sender: MessageSender) => Promise<unknown>;

type Answer = { ok: true } | { ok: false; error: ErrorInfo };

export function servePort(
  port: Browser.runtime.Port,
  route: Route,
  report: (error: unknown) => void,
  word: (error: ErrorInfo) => string,
): void {
  const { sender } = port;
  if (port.name !== MESSAGE_PORT || !sender) return;
  port.onMessage.addListener((envelope: PortEnvelope) => {
    if (!Number.isSafeInteger(envelope?.id)) return;
    const answer = (result: unknown) => {
      const failed = (result as Answer | undefined)?.ok === false ? (result as Answer & { ok: false }).error : null;
      const message = failed ? { ok: false, error: { ...failed, words: word(failed) } } : result;
      try {
        port.postMessage({ id: envelope.id, message } satisfies PortEnvelope);
      } catch {
        // The page closed or moved on meanwhile: nobody is waiting for the answer.
      }
    };
    route(envelope.message, sender).then(answer, (error: unknown) => {
      report(error);
      answer({ ok: false, error: { kind: 'router.failed' } });
    });
  });
}
