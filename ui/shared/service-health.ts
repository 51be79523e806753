/**
 * What this page last learned about the service from its own token-free reads (search, /jobs, /facets):
 * every read reports here, so the status line does not say "Synced" while searches fail, nor "unreachable"
 * once they work again. While the service is failing, a light probe (probe-service.ts) notices its return, and
 * `serviceBack` ticks: panels that failed retry by themselves, and a sync is asked for.
 */
import { signal } from '@preact/signals';
import { ApiError } from '../../api/errors';
import type { PublicApi } from '../../api/public';
import type { ReadOutcome } from '../../storage/outbox';

export const lastRead = signal<ReadOutcome | undefined>(undefined);
/** Counts the service's returns (and the browser's coming back online); watch it to retry. */
export const serviceBack = signal(0);

const PROBE_MS = 10_000;
let probe: ReturnType<typeof setInterval> | undefined;
let probeBase: string | undefined;

const failing = (outcome: ReadOutcome | undefined) => outcome !== undefined && !outcome.ok;

export function reportRead(outcome: Omit<ReadOutcome, 'at'>, at = Date.now()): void {
  const was = lastRead.value;
  lastRead.value = { ...outcome, at };
  if (outcome.ok && failing(was)) serviceBack.value += 1;
  if (outcome.ok) stopProbe();
  else if (probeBase) startProbe();
}

function stopProbe(): void {
  if (probe !== undefined) clearInterval(probe);
  probe = undefined;
}

function startProbe(): void {
  if (probe !== undefined) return;
  // Loaded when a read first fails: the probe's client (zod, the contract) stays out of a page's first load.
  const probing = import('./probe-service');
  probe = setInterval(() => {
    if (!probeBase || !navigator.onLine) return;
    const base = probeBase;
    probing
      .then(({ probeService }) => probeService(base, { timeoutMs: PROBE_MS }))
      .then((reach) => reach === 'ok' && reportRead({ ok: true }))
      .catch((error) => console.warn('jobstar: the service probe could not load', error));
  }, PROBE_MS);
}

/** The service the probe asks; set when the page knows its origin. */
export function watchService(baseUrl: string): void {
  probeBase = baseUrl;
}

if (typeof addEventListener === 'function') {
  addEventListener('online', () => {
    serviceBack.value += 1;
  });
}

/**
 * The same reads, each reporting how it went. Only the service's answers (or their absence) count: an
 * aborted read (a newer keystroke) or a query refused before sending says nothing about the service.
 */
export function reportingReads(api: PublicApi): PublicApi {
  const report =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await read(...args);
        reportRead({ ok: true });
        return result;
      } catch (error) {
        if (error instanceof ApiError) reportRead({ ok: false, kind: error.kind });
        throw error;
      }
    };
  return {
    searchCompanies: report(api.searchCompanies),
    jobs: report(api.jobs),
    jobsByIds: report(api.jobsByIds),
    facets: report(api.facets),
  };
}
