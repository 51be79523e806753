/**
 * The sending side of the protocol without its words: pages use send.ts (every error worded), the content
 * script builds its own sender with only the local errors' words, to keep its bundle small.
 */
import { browser } from 'wxt/browser';
import type { ErrorInfo, ErrorKind, FieldError } from '../model/errors';
import type { RequestOf, RequestType, Responses, Result } from './protocol';

/** A refusal from the background: worded for this page, keeping kind, parameters, detail and field errors. */
export class MessageError extends Error {
  override readonly name = 'MessageError';
  readonly kind: ErrorKind;
  readonly params: Record<string, string | number>;
  readonly detail?: string;
  readonly fieldErrors: FieldError[];

  constructor(info: ErrorInfo, message: string) {
    super(message);
    this.kind = info.kind;
    this.params = info.params ?? {};
    this.detail = info.detail;
    this.fieldErrors = info.fieldErrors ?? [];
  }
}

type Word = (error: ErrorInfo) => string;

/** How a message reaches the background and its answer comes back: `runtime.sendMessage` unless given another. */
type Transport = (request: unknown) => Promise<unknown>;

export function createSend(
  word: Word,
  isKnown: (kind: unknown) => boolean,
  transport: Transport = (request) => browser.runtime.sendMessage(request),
) {
  const refusal = (info: ErrorInfo): MessageError => {
    // An answer from a newer or older background may name a kind this page does not know.
    const known: ErrorInfo = isKnown(info.kind) ? info : { ...info, kind: 'router.failed' };
    return new MessageError(known, word(known));
  };
  return async function send<T extends RequestType>(request: RequestOf<T>): Promise<Responses[T]> {
    const result = (await transport(request)) as Result<Responses[T]> | undefined;
    if (!result) throw refusal({ kind: 'router.noAnswer' });
    if (!result.ok) throw refusal(result.error);
    return result.data;
  };
}
