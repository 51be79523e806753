/**
 * jobstar's service extension (docs/service-extensions.md, docs/openapi/jobstar-extensions.yaml), mounted at
 * `/api/jobstar/v1` behind the same bearer check as `/api/me`: the description, the account's job records
 * (a list by revision, a batch merge) and its alerts (list, pause or resume, delete).
 */
import { type Context, Hono } from 'hono';
import {
  AlertPatch,
  type ExtensionsDescription,
  FEATURES,
  type JobRecord,
  RECORD_LIMITS,
  RecordBatch,
  type RecordPage,
} from '../../api/contract/jobstar';
import type { MeEnv } from '../http/bearer';
import { invalid, problem } from '../http/problem';
import { queryObject, readJson } from '../http/request';
import { toAlert } from '../store/alerts';
import type { Store } from '../store/store';
import { boundProblem } from './bounds';
import { planMerge } from './plan';

const DESCRIPTION: ExtensionsDescription = {
  version: 1,
  features: [...FEATURES],
  limits: {
    batch: RECORD_LIMITS.batch,
    records: RECORD_LIMITS.perAccount,
    record_bytes: RECORD_LIMITS.recordBytes,
    batch_bytes: RECORD_LIMITS.batchBytes,
    account_bytes: RECORD_LIMITS.accountBytes,
  },
};

/** A revision: the account's counter, as digits. */
const CURSOR = /^\d{1,15}$/;

export function jobstarRoutes(store: Store): Hono<MeEnv> {
  const routes = new Hono<MeEnv>();

  routes.get('/', (c) => c.json(DESCRIPTION));

  routes.get('/records', async (c) => {
    const query = queryObject(c);
    if ('error' in query) return query.error;
    const after = query.value.after ?? '0';
    if (!CURSOR.test(after)) {
      return problem(c, 400, 'after must be a cursor this service gave', {
        errors: [{ path: 'after', message: 'Not a cursor of this service' }],
      });
    }
    const rows = await store.records.page(c.get('caller').sub, Number(after), RECORD_LIMITS.batch + 1);
    const records = rows
      .slice(0, RECORD_LIMITS.batch)
      .map((row): JobRecord => ({ ...row.record, revision: String(row.revision) }));
    const page: RecordPage = {
      records,
      cursor: records.at(-1)?.revision ?? after,
      more: rows.length > RECORD_LIMITS.batch,
    };
    return c.json(page);
  });

  routes.post('/records', async (c) => {
    const read = await readJson(c, RECORD_LIMITS.batchBytes);
    if ('error' in read) return read.error;
    const parsed = RecordBatch.safeParse(read.body);
    if (!parsed.success) return invalid(c, parsed.error);
    const sent = parsed.data.records;
    const { result, revisions } = await store.records.write(
      c.get('caller').sub,
      sent.map((record) => record.job_id),
      (held) => planMerge(held, sent, true),
    );
    if ('refused' in result) return boundProblem(c, result.refused, sent[result.refused.index]!.job_id);
    const records = result.merged.map((record) => {
      const revision = revisions.get(record.job_id);
      return revision === undefined ? record : { ...record, revision: String(revision) };
    });
    return c.json({ records });
  });

  routes.get('/alerts', async (c) => c.json({ alerts: (await store.alerts.list(c.get('caller').sub)).map(toAlert) }));

  routes.patch('/alerts/:alert_id', async (c) => {
    const read = await readJson(c);
    if ('error' in read) return read.error;
    const parsed = AlertPatch.safeParse(read.body);
    if (!parsed.success) return invalid(c, parsed.error);
    const alert = await store.alerts.setActive(c.get('caller').sub, c.req.param('alert_id'), parsed.data.active);
    return alert ? c.json(toAlert(alert)) : problem(c, 404, 'No such alert');
  });

  routes.delete('/alerts/:alert_id', async (c) =>
    (await store.alerts.remove(c.get('caller').sub, c.req.param('alert_id')))
      ? c.body(null, 204)
      : problem(c, 404, 'No such alert'),
  );

  // A wrong method on the extension's paths is 405 with Allow, as on the seed's (http/method-not-allowed.ts).
  const notAllowed = (allow: string) => (c: Context) =>
    problem(c, 405, `${c.req.method} is not allowed here; use ${allow}`, {}, { allow: `${allow}, OPTIONS` });
  routes.all('/', notAllowed('GET'));
  routes.all('/records', notAllowed('GET, POST'));
  routes.all('/alerts', notAllowed('GET'));
  routes.all('/alerts/:alert_id', notAllowed('PATCH, DELETE'));

  return routes;
}
