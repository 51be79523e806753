/**
 * What a page needs to call the service (use-service.ts loads it on demand): the settings, parsed, and the
 * reporting client. It brings zod and the contract, so the popup's first frame does not wait for it.
 */
import '../../config/zod-jitless';
import { createPublicApi, type PublicApi } from '../../api/public';
import { reportingReads } from './service-health';

export { loadSettings } from '../../storage/db';

const clients = new Map<string, PublicApi>();
export function clientFor(baseUrl: string): PublicApi {
  let client = clients.get(baseUrl);
  if (!client) {
    client = reportingReads(createPublicApi({ baseUrl }));
    clients.set(baseUrl, client);
  }
  return client;
}
