/**
 * The largest body a request may carry: a batch of job records may be far larger than the API's other bodies,
 * so its route has a limit of its own; everything else keeps 64 KiB. Both the declared-length check in front
 * (dispatch.ts) and the streaming limit (http/routes.ts) ask here.
 */
import { RECORD_LIMITS } from '../../api/contract/jobstar';
import { MAX_JSON_BODY } from '../http/request';
import { EXTENSIONS_PATH } from './discovery';

const RECORDS_PATH = `${EXTENSIONS_PATH}/records`;

export const maxBody = (extensions: boolean, method: string | undefined, pathname: string): number =>
  extensions && method === 'POST' && pathname === RECORDS_PATH ? RECORD_LIMITS.batchBytes : MAX_JSON_BODY;
