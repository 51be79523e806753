/**
 * The receiving side in the background: parse, check the sender, check the allowlist, check the page's scope,
 * dispatch. Anything that fails a check is refused by kind and never reaches a handler (DESIGN §6).
 */
import type { Browser } from 'wxt/browser';
import { issuesToErrors } from '../api/contract';
import { errorInfoOf } from './error-info';
import type { PageScope } from './page-scope';
import {
  ALLOWED_FROM,
  Request,
  type RequestOf,
  type RequestType,
  type Responses,
  type Result,
  reportedRef,
  type SenderContext,
  scopedJobIds,
} from './protocol';

export type MessageSender = Browser.runtime.MessageSender;

export type Handlers = {
  [T in RequestType]: (request: RequestOf<T>, sender: MessageSender) => Promise<Responses[T]>;
};

/** Our own pages have our origin and no tab-frame of a web page; content scripts run in web pages' tabs. */
function senderContext(sender: MessageSender, extensionId: string, extensionOrigin: string): SenderContext | null {
  if (sender.id !== extensionId) return null;
  const url = sender.url ?? '';
  if (url.startsWith(extensionOrigin)) return 'extension';
  if (sender.tab && /^https?:/.test(url)) return 'content';
  return null;
}

const originOf = (url: string | undefined): string | null => {
  try {
    return new URL(url ?? '').origin;
  } catch {
    return null;
  }
};

export interface RouterOptions {
  extensionId: string;
  extensionOrigin: string;
  scope: PageScope;
  /** The configured service's base URL: only a frame of its exact origin may report one of its jobs. */
  serviceUrl(): Promise<string>;
  /** Where refusals are logged (a refused message is a bug or an attack, worth seeing). */
  log?: (...details: unknown[]) => void;
}

export function createRouter(handlers: Handlers, options: RouterOptions) {
  const log = options.log ?? ((...details: unknown[]) => console.warn('jobstar router:', ...details));

  return async (message: unknown, sender: MessageSender): Promise<Result<unknown>> => {
    const parsed = Request.safeParse(message);
    if (!parsed.success) {
      log('refused a message that is not ours', sender.url);
      return { ok: false, error: { kind: 'router.notJobstar', fieldErrors: issuesToErrors(parsed.error) } };
    }
    const request = parsed.data;
    const context = senderContext(sender, options.extensionId, options.extensionOrigin);
    if (!context || !ALLOWED_FROM[request.type].includes(context)) {
      log(`refused ${request.type} from`, sender.url);
      return { ok: false, error: { kind: 'router.notAllowed', params: { type: request.type } } };
    }
    // Firefox cannot limit the service-page script to the service's port, so a page on another port of its host
    // could claim to be the service: its origin (scheme, host and port) is checked here.
    const ref = context === 'content' ? reportedRef(request) : null;
    if (ref?.site === 'service' && originOf(sender.url) !== originOf(await options.serviceUrl())) {
      log(`refused ${request.type} for a service job from another origin`, sender.url);
      return { ok: false, error: { kind: 'router.outOfScope', detail: ref.jobId } };
    }
    const jobIds = context === 'content' ? scopedJobIds(request) : null;
    if (jobIds) {
      const outside = await options.scope.outside(sender, jobIds);
      if (outside.length > 0) {
        log(`refused ${request.type} for jobs its page did not report`, sender.url, outside.slice(0, 5));
        return { ok: false, error: { kind: 'router.outOfScope', detail: outside.slice(0, 5).join(', ') } };
      }
    }
    try {
      const handler = handlers[request.type] as (r: Request, s: MessageSender) => Promise<unknown>;
      return { ok: true, data: (await handler(request, sender)) ?? null };
    } catch (error) {
      return { ok: false, error: errorInfoOf(error) };
    }
  };
}
