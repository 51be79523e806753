/** The account's routes (§4.1–4.6): alerts, profile, stars. The caller comes from the bearer middleware. */
import { type Context, Hono } from 'hono';
import { CreateAlertRequest, JobId, ProfileInput } from '../../api/contract';
import { canonicalFilterCase } from '../catalog/filter-case';
import type { DB } from '../db';
import { createAlert, findAlert, listAlerts } from '../store/alerts';
import { normaliseProfile, readProfile, writeProfile } from '../store/profiles';
import { listSaved, starJob, unstarJob } from '../store/saved';
import type { MeEnv } from './bearer';
import { invalid, problem } from './problem';
import { readJson } from './request';

export interface MeDeps {
  db: DB;
  now: () => Date;
  /** `options` of GET /me/profile (computed from the catalog, cached by the caller). */
  profileOptions: () => Record<string, string[]>;
  skillSpec: { skills: { name: string; aliases: string[] }[] };
}

export function meRoutes(deps: MeDeps): Hono<MeEnv> {
  const { db } = deps;
  const routes = new Hono<MeEnv>();
  const nowMs = () => deps.now().getTime();

  routes.post('/me/alerts', async (c) => {
    const read = await readJson(c);
    if ('error' in read) return read.error;
    // Stored (and echoed) in the filter's canonical case: `country=il` is kept as `IL`.
    const body = read.body;
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body) && 'filter' in body;
    const parsed = CreateAlertRequest.safeParse(
      isObject ? { ...body, filter: canonicalFilterCase(body.filter) } : body,
    );
    if (!parsed.success) return invalid(c, parsed.error);
    const key = c.req.header('idempotency-key')?.trim();
    if (key !== undefined && (key.length === 0 || key.length > 255)) {
      return problem(c, 400, 'Idempotency-Key must be 1 to 255 characters', {
        errors: [{ path: 'Idempotency-Key', message: '1 to 255 characters' }],
      });
    }
    const result = createAlert(db, c.get('caller').sub, parsed.data, nowMs(), key);
    if ('conflict' in result) {
      return problem(c, 422, 'This Idempotency-Key was already used with a different request body');
    }
    if ('replayed' in result) return c.json(result.replayed, 201, { 'idempotent-replayed': 'true' });
    return c.json(result.created, 201, { location: `/api/me/alerts/${result.created.alert_id}` });
  });

  routes.get('/me/alerts', (c) => c.json({ alerts: listAlerts(db, c.get('caller').sub) }));

  routes.get('/me/alerts/:alert_id', (c) => {
    const alert = findAlert(db, c.get('caller').sub, c.req.param('alert_id'));
    return alert ? c.json(alert) : problem(c, 404, 'No such alert');
  });

  routes.put('/me/profile', async (c) => {
    const read = await readJson(c);
    if ('error' in read) return read.error;
    const parsed = ProfileInput.safeParse(read.body ?? {});
    if (!parsed.success) return invalid(c, parsed.error);
    const profile = normaliseProfile(parsed.data);
    writeProfile(db, c.get('caller').sub, profile, nowMs());
    return c.json({ profile });
  });

  routes.get('/me/profile', (c) =>
    c.json({
      profile: readProfile(db, c.get('caller').sub),
      options: deps.profileOptions(),
      skill_spec: deps.skillSpec,
    }),
  );

  const jobIdParam = (c: Context) => JobId.safeParse(c.req.param('job_id'));
  routes.put('/me/saved/:job_id{.+}', (c) => {
    const id = jobIdParam(c);
    if (!id.success) return invalid(c, id.error, 'Invalid job id');
    starJob(db, c.get('caller').sub, id.data, nowMs());
    return c.body(null, 204);
  });
  routes.delete('/me/saved/:job_id{.+}', (c) => {
    const id = jobIdParam(c);
    if (!id.success) return invalid(c, id.error, 'Invalid job id');
    unstarJob(db, c.get('caller').sub, id.data);
    return c.body(null, 204);
  });
  routes.get('/me/saved', (c) => c.json({ saved: listSaved(db, c.get('caller').sub) }));

  return routes;
}
