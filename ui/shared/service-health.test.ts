import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { PublicApi } from '../../api/public';
import { lastRead, reportingReads, reportRead, serviceBack } from './service-health';

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
