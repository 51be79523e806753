import type { AccountLimit } from './contract';
import { MAX_SAVED_ENTRIES } from './http-limits';

/** What went wrong with a call, in the terms the sync engine and the UI act on. */
export type ApiErrorKind =
  | 'network' // no answer: offline, DNS, connection refused or dropped
  | 'timeout' // no answer in time
  | 'unauthorized' // 401 even after one token refresh
  | 'rate_limited' // 429
  | 'server' // 5xx, 408
  | 'client' // any other 4xx: retrying the same request will not help
  | 'bad_response' // a 2xx whose body the contract rejects
  | 'too_large' // an answer longer than the client reads (a hostile or broken service)
  | 'too_many_saved' // a saved list longer than any person's (refused whole, local stars kept)
  | 'account_limit'; // 409: the account already keeps as many alerts or stars as the service allows

/**
 * The same kinds as they cross a boundary (the `api.*` kinds of model/errors.ts), for i18n/errors.ts to word: api/
 * words nothing.
 */
export interface ApiErrorInfo {
  kind: `api.${ApiErrorKind}`;
  params?: Record<string, string | number>;
  detail: string;
  fieldErrors?: { path: string; message: string }[];
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    /** The server's `Retry-After`, in milliseconds, when it sent one. */
    readonly retryAfterMs?: number,
    /** Field errors of a validation problem (`errors: [{path, message}]`). */
    readonly fieldErrors: { path: string; message: string }[] = [],
    /** Which of the account's lists is full, and its cap (`account_limit` only). */
    readonly limit?: AccountLimit,
  ) {
    super(message);
  }

  /** The service's own words are shown only for a refusal (4xx), where they tell the person what to fix. */
  get info(): ApiErrorInfo {
    return {
      kind: `api.${this.kind}`,
      ...(this.kind === 'client' ? { params: { message: this.message } } : {}),
      ...(this.kind === 'too_many_saved' ? { params: { max: MAX_SAVED_ENTRIES } } : {}),
      ...(this.limit ? { params: { list: this.limit.list, max: this.limit.max } } : {}),
      detail: this.status ? `HTTP ${this.status}: ${this.message}` : this.message,
      ...(this.fieldErrors.length > 0 ? { fieldErrors: this.fieldErrors } : {}),
    };
  }

  /** The service refused this request for good: trying it again unchanged cannot help (a dead letter). */
  get refused(): boolean {
    return this.kind === 'client' || this.kind === 'account_limit';
  }

  /** Worth trying again later with the same request. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'rate_limited' || this.kind === 'server';
  }
}

/** `Retry-After` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
