import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('lets a client burst to its limit, then asks it to wait, and refills at the limit per minute', () => {
    let now = 0;
    const limiter = new RateLimiter(6, () => now);
    for (let i = 0; i < 6; i++) expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(10); // one request every 10 s
    expect(limiter.take('b')).toBe(0); // others are not affected
    now += 10_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
  });
});

describe('clientAddress', () => {
  const req = (remote: string, forwarded?: string) =>
    ({
      socket: { remoteAddress: remote },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as IncomingMessage;

  it('is the socket address unless the proxy is trusted; then the hop the proxy added', () => {
    expect(clientAddress(req('10.0.0.1', '1.2.3.4'))).toBe('10.0.0.1');
    expect(clientAddress(req('10.0.0.1', 'spoofed, 1.2.3.4'), true)).toBe('1.2.3.4');
    expect(clientAddress(req('10.0.0.1'), true)).toBe('10.0.0.1');
  });
});
