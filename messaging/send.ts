/** The sending side of the protocol, for content scripts, popup and options. */
import { browser } from 'wxt/browser';
import type { RequestOf, RequestType, Responses, Result } from './protocol';

export class MessageError extends Error {
  override readonly name = 'MessageError';
  constructor(
    message: string,
    readonly fieldErrors: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

export async function send<T extends RequestType>(request: RequestOf<T>): Promise<Responses[T]> {
  const result = (await browser.runtime.sendMessage(request)) as Result<Responses[T]> | undefined;
  if (!result) throw new MessageError('jobstar did not answer. Reload the page and try again.');
  if (!result.ok) throw new MessageError(result.error.message, result.error.fieldErrors);
  return result.data;
}
