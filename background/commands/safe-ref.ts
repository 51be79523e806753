import { safeLink } from '../../api/http-limits';
import type { JobRef } from '../../api/job-ref';

/**
 * A page's link is kept only if a person may safely open it (the same rule as the service's links). An https
 * link needs no settings; only a plain-http one depends on the configured service's origin.
 */
export async function withSafeLink(ref: JobRef, serviceOrigin: () => Promise<string>): Promise<JobRef> {
  if (ref.url === undefined) return ref;
  const { url, ...rest } = ref;
  const safe = safeLink(url) ?? safeLink(url, await serviceOrigin());
  return safe ? { ...rest, url: safe } : rest;
}
