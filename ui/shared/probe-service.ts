/**
 * Whether a service answers, asked with a read the service contract names (a company search), because
 * a conforming third-party service need have no `/healthz`. Any HTTP answer below 500 — a refusal, a 404,
 * a 429 — shows the service is there; only no answer, or a 5xx, says otherwise.
 */
import { ApiError } from '../../api/errors';
import { createPublicApi } from '../../api/public';

export type ServiceReach = 'ok' | 'unreachable' | 'unhealthy';

/** A name the search accepts (two characters at least); what it finds does not matter. */
const PROBE_QUERY = { name: 'jobstar' };

export async function probeService(
  baseUrl: string,
  { fetcher, timeoutMs }: { fetcher?: typeof fetch; timeoutMs?: number } = {},
): Promise<ServiceReach> {
  // ky calls its `fetch` as a method of its options; a browser's own fetch, unbound, throws "Illegal invocation".
  const call: typeof fetch | undefined = fetcher && ((input, init) => fetcher(input, init));
  try {
    await createPublicApi({ baseUrl, fetch: call, timeoutMs }).searchCompanies(PROBE_QUERY);
    return 'ok';
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind === 'network' || error.kind === 'timeout') return 'unreachable';
    return error.status !== undefined && error.status >= 500 ? 'unhealthy' : 'ok';
  }
}
