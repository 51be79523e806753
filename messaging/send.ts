/**
 * The sending side of the protocol, for content scripts, popup and options. A refusal arrives as
 * `{ kind, params }` and becomes a `MessageError` worded in this page's language; callers that want more keep
 * the kind, the parameters, the technical detail and the field errors (with their paths).
 */
import { browser } from 'wxt/browser';
import { type ErrorInfo, type ErrorKind, type FieldError, isErrorKind, wordError } from '../i18n/errors';
import { type Lang, uiLanguage } from '../i18n/index';
import type { RequestOf, RequestType, Responses, Result } from './protocol';

export class MessageError extends Error {
  override readonly name = 'MessageError';
  readonly kind: ErrorKind;
  readonly params: Record<string, string | number>;
  readonly detail?: string;
  readonly fieldErrors: FieldError[];

  constructor(info: ErrorInfo, lang: Lang = uiLanguage()) {
    // An answer from a newer or older background may name a kind this page does not know.
    const kind = isErrorKind(info.kind) ? info.kind : 'router.failed';
    super(wordError({ kind, params: info.params }, lang));
    this.kind = kind;
    this.params = info.params ?? {};
    this.detail = info.detail;
    this.fieldErrors = info.fieldErrors ?? [];
  }
}

export async function send<T extends RequestType>(request: RequestOf<T>): Promise<Responses[T]> {
  const result = (await browser.runtime.sendMessage(request)) as Result<Responses[T]> | undefined;
  if (!result) throw new MessageError({ kind: 'router.noAnswer' });
  if (!result.ok) throw new MessageError(result.error);
  return result.data;
}
