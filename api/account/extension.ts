/**
 * The client of jobstar's service extension (docs/service-extensions.md), used only at the address a service
 * announced in a `Link` header of a `/me` answer (api/client.ts). Every answer is parsed by the extension's
 * schemas (api/contract/jobstar). Requests go through the account client's bearer request, so a 401 refreshes
 * the token once exactly as the seed's requests do.
 */
import type { z } from 'zod';
import { AlertList, ExtensionsDescription, type JobRecord, RecordBatch, RecordPage } from '../contract/jobstar';
import { ApiError } from '../errors';
import type { CallOptions, Method } from '../http';

export interface ExtensionClientOptions {
  /** The service origin the account client uses (`/api` is its prefix). */
  baseUrl: string;
  /** The announced address, absolute (from `extensionsLink`). */
  link: string;
}

/** The account client's bearer request: a 2xx answer, or its `ApiError`. */
type BearerRequest = (method: Method, path: string, call?: CallOptions) => Promise<Response>;
type Parse = <S extends z.ZodType>(schema: S, response: Response) => Promise<z.output<S>>;

/** The link as a path under the client's `/api` prefix; a link elsewhere on the origin is not used. */
export function extensionPath(baseUrl: string, link: string): string | null {
  const prefix = `${baseUrl.replace(/\/+$/, '')}/api/`;
  if (!link.startsWith(prefix)) return null;
  const path = link.slice(prefix.length).replace(/\/+$/, '');
  return path.length > 0 && !path.split('/').includes('..') ? path : null;
}

export function createExtensionClient(request: BearerRequest, parse: Parse, options: ExtensionClientOptions) {
  const base = extensionPath(options.baseUrl, options.link);
  if (!base) throw new ApiError('client', 'The service announced its extension at an address jobstar does not use');
  const parsed = async <S extends z.ZodType>(schema: S, method: Method, path: string, call?: CallOptions) =>
    parse(schema, await request(method, `${base}${path}`, call));

  return {
    describe: () => parsed(ExtensionsDescription, 'get', ''),
    /** One page of the records changed after `after` (absent: from the start). */
    listRecords: (after?: string) =>
      parsed(RecordPage, 'get', '/records', after ? { searchParams: { after } } : undefined),
    /** Merges the records on the service; the answer holds each merged record, in the order sent. */
    mergeRecords: (records: JobRecord[]) => parsed(RecordBatch, 'post', '/records', { json: { records } }),
    listAlerts: () => parsed(AlertList, 'get', '/alerts'),
    setAlertActive: async (alertId: string, active: boolean): Promise<void> => {
      await request('patch', `${base}/alerts/${encodeURIComponent(alertId)}`, { json: { active } });
    },
    /** A 404 means the alert is gone already, which is what was asked. */
    deleteAlert: async (alertId: string): Promise<void> => {
      try {
        await request('delete', `${base}/alerts/${encodeURIComponent(alertId)}`);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
  };
}

export type ExtensionClient = ReturnType<typeof createExtensionClient>;
