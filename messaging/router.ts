/**
 * The receiving side in the background: parse, check the sender, check the allowlist, dispatch.
 * Anything that fails a check is refused with a message and never reaches a handler (DESIGN §6).
 */
import type { Browser } from 'wxt/browser';
import { ZodError } from 'zod';
import { issuesToErrors } from '../api/contract';
import {
  ALLOWED_FROM,
  Request,
  type RequestOf,
  type RequestType,
  type Responses,
  type Result,
  type SenderContext,
} from './protocol';

export type MessageSender = Browser.runtime.MessageSender;

export type Handlers = {
  [T in RequestType]: (request: RequestOf<T>, sender: MessageSender) => Promise<Responses[T]>;
};

/** Our own pages have our origin and no tab-frame of a web page; content scripts run in web pages' tabs. */
export function senderContext(
  sender: MessageSender,
  extensionId: string,
  extensionOrigin: string,
): SenderContext | null {
  if (sender.id !== extensionId) return null;
  const url = sender.url ?? '';
  if (url.startsWith(extensionOrigin)) return 'extension';
  if (sender.tab && /^https?:/.test(url)) return 'content';
  return null;
}

export function createRouter(handlers: Handlers, extensionId: string, extensionOrigin: string) {
  return async (message: unknown, sender: MessageSender): Promise<Result<unknown>> => {
    const parsed = Request.safeParse(message);
    if (!parsed.success) {
      return {
        ok: false,
        error: { message: 'Refused: not a jobstar message', fieldErrors: issuesToErrors(parsed.error) },
      };
    }
    const request = parsed.data;
    const context = senderContext(sender, extensionId, extensionOrigin);
    if (!context || !ALLOWED_FROM[request.type].includes(context)) {
      return { ok: false, error: { message: `Refused: ${request.type} is not allowed from here` } };
    }
    try {
      const handler = handlers[request.type] as (r: Request, s: MessageSender) => Promise<unknown>;
      return { ok: true, data: (await handler(request, sender)) ?? null };
    } catch (error) {
      if (error instanceof ZodError) {
        return { ok: false, error: { message: 'Some fields are not valid', fieldErrors: issuesToErrors(error) } };
      }
      const fieldErrors = (error as { fieldErrors?: { path: string; message: string }[] }).fieldErrors;
      return {
        ok: false,
        error: {
          message: error instanceof Error ? error.message : String(error),
          ...(fieldErrors ? { fieldErrors } : {}),
        },
      };
    }
  };
}
