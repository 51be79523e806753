import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { PublicApi } from '../../api/public';
import { lastRead, reportingReads, reportRead, serviceBack, watchService } from './service-health';

const api = (facets: () => Promise<unknown>) => ({ facets }) as unknown as PublicApi;

describe('service health', () => {
  beforeEach(() => {
    lastRead.value = undefined;
  });

  it('records each read’s outcome, but not an aborted read or a query refused before sending', async () => {
    const failing = reportingReads(api(() => Promise.reject(new ApiError('network', 'down'))));
    await expect(failing.facets()).rejects.toThrow('down');
    expect(lastRead.value).toMatchObject({ ok: false, kind: 'network' });

    lastRead.value = undefined;
    const aborted = reportingReads(api(() => Promise.reject(new DOMException('gone', 'AbortError'))));
    await expect(aborted.facets()).rejects.toThrow('gone');
    const refused = reportingReads(api(() => Promise.reject(new TypeError('invalid query'))));
    await expect(refused.facets()).rejects.toThrow('invalid query');
    expect(lastRead.value).toBeUndefined();
  });

  it('ticks serviceBack when the service answers after failing, and only then', async () => {
    const before = serviceBack.value;
    reportRead({ ok: true });
    expect(serviceBack.value).toBe(before);
    reportRead({ ok: false, kind: 'server' });
    reportRead({ ok: true });
    expect(serviceBack.value).toBe(before + 1);
    expect(lastRead.value).toMatchObject({ ok: true });
  });
});

describe('the recovery probe', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('notices the return of a service that has no /healthz, by a contract read any answer below 500 counts', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      asked.push(url);
      return url.includes('/api/companies/search')
        ? new Response(JSON.stringify({ title: 'Not found' }), { status: 404 })
        : new Response('', { status: 404 });
    });
    watchService('https://jobs.example.com');
    reportRead({ ok: false, kind: 'server' });
    const before = serviceBack.value;
    await vi.advanceTimersByTimeAsync(10_000);
    // The probe's client is imported on the first failure; its module loads in real time.
    await vi.waitFor(() => expect(asked).toContain('https://jobs.example.com/api/companies/search?name=jobstar'));
    expect(lastRead.value).toMatchObject({ ok: true });
    expect(serviceBack.value).toBe(before + 1);
  });
});
