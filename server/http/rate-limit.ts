/**
 * Per-client rate limits (a token bucket per client address): a client may burst up to `perMinute` requests
 * and then goes on at `perMinute` a minute. Over the limit the answer is 429 with `Retry-After` (seconds),
 * which the extension honours as the floor of its backoff. The table of clients is bounded: when full, the
 * clients idle longest are forgotten (forgetting only ever gives a client a full bucket back).
 */
import type { IncomingMessage } from 'node:http';

export interface RateLimits {
  /** Requests per minute per client to /api and the HTML pages together (both read the catalog). */
  api: number;
  /** Requests per minute per client to the sign-in endpoints (/oidc). */
  signIn: number;
  /** Take the client address from the last X-Forwarded-For hop (behind a reverse proxy you run). */
  trustProxy?: boolean;
}

/** Generous for a person with the extension (sync, live search, a sign-in or two); tight for a script. */
export const DEFAULT_RATE_LIMITS: RateLimits = { api: 600, signIn: 60 };

const MAX_CLIENTS = 10_000;

export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private perMinute: number,
    private now: () => number = Date.now,
  ) {}

  /** 0 when the request may go ahead, else the seconds to wait. */
  take(client: string): number {
    const now = this.now();
    const rate = this.perMinute / 60_000;
    const bucket = this.buckets.get(client) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    // Re-inserted so that the Map's order is least recently seen first.
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    if (this.buckets.size > MAX_CLIENTS) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / rate / 1000));
  }
}

export function clientAddress(req: IncomingMessage, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
    const last = hops[hops.length - 1]?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
