/**
 * The receiving side in the background, driven by the protocol table: the message's type, its sender against the
 * entry's `from`, its fields against the entry's request, a content script's page scope, then the handler; a
 * content script's answer is cut to the entry's answer. Anything that fails a check is refused by kind and never
 * reaches a handler (DESIGN §6).
 */
import { issuesToErrors } from '../api/contract';
import type { MessageEntry } from './entry';
import { errorInfoOf } from './error-info';
import type { PageScope } from './page-scope';
import { MESSAGES, type Request, type RequestOf, type RequestType, type Responses, type Result } from './protocol';
import { scopeRefusal } from './scope-rules';
import { type MessageSender, senderContext } from './sender-context';

export type { MessageSender } from './sender-context';

export type Handlers = {
  [T in RequestType]: (request: RequestOf<T>, sender: MessageSender) => Promise<Responses[T]>;
};

const typeOf = (message: unknown): RequestType | null => {
  const type = (message as { type?: unknown } | null)?.type;
  return typeof type === 'string' && Object.hasOwn(MESSAGES, type) ? (type as RequestType) : null;
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
    const type = typeOf(message);
    if (!type) {
      log('refused a message that is not ours', sender.url);
      return { ok: false, error: { kind: 'router.notJobstar' } };
    }
    const entry: MessageEntry = MESSAGES[type];
    const context = senderContext(sender, options.extensionId, options.extensionOrigin);
    if (!context || !entry.from.includes(context)) {
      log(`refused ${type} from`, sender.url);
      return { ok: false, error: { kind: 'router.notAllowed', params: { type } } };
    }
    const fields = entry.request.safeParse(message);
    if (!fields.success) {
      log(`refused ${type} with invalid fields`, sender.url);
      return { ok: false, error: { kind: 'router.invalid', fieldErrors: issuesToErrors(fields.error) } };
    }
    const request = { ...fields.data, type } as Request;
    if (context === 'content' && entry.scope) {
      const refusal = await scopeRefusal(entry.scope, request, sender, options);
      if (refusal) {
        log(`refused ${type} for ${refusal.reason}`, sender.url, refusal.jobIds);
        return { ok: false, error: { kind: 'router.outOfScope', detail: refusal.jobIds.join(', ') } };
      }
      const reported = entry.scope.reports?.(request) ?? [];
      if (reported.length > 0) await options.scope.add(sender, reported);
    }
    let answer: unknown;
    try {
      const handler = handlers[type] as (request: Request, sender: MessageSender) => Promise<unknown>;
      answer = (await handler(request, sender)) ?? null;
    } catch (error) {
      return { ok: false, error: errorInfoOf(error) };
    }
    if (context === 'extension') return { ok: true, data: answer };
    // A page hears only what its entry's answer names (what the star shows), whatever the handler returned.
    const shown = entry.answer.safeParse(answer);
    if (shown.success) return { ok: true, data: shown.data };
    log(`${type} answered outside its schema`, issuesToErrors(shown.error));
    return { ok: false, error: { kind: 'router.failed' } };
  };
}
