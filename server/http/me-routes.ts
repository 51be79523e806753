/** The account's routes (§4.1–4.6): alerts, profile, stars. The caller comes from the bearer middleware. */
import { type Context, Hono } from 'hono';
import { type AccountLimit, CreateAlertRequest, JobId, ProfileInput } from '../../api/contract';
import { canonicalFilterCase } from '../catalog/filter-case';
import { recordSeedAct } from '../jobstar/seed-acts';
import type { AccountLimits } from '../store/account-limits';
import { createAlert, toAlert } from '../store/alerts';
import { normaliseProfile, readProfile } from '../store/profiles';
import type { Store } from '../store/store';
import type { MeEnv } from './bearer';
import { invalid, problem } from './problem';
import { readJson } from './request';

export interface MeDeps {
  store: Store;
  now: () => Date;
  /** `options` of GET /me/profile (computed from the catalog, cached by the caller). */
  profileOptions: () => Record<string, string[]>;
  skillSpec: { skills: { name: string; aliases: string[] }[] };
  /** What one account may keep; over it, a write is refused with 409. */
  limits: AccountLimits;
}

/** 409: the account keeps as many of `list` as it may; the detail says the cap in words, `account_limit` in figures. */
function accountFull(c: Context, list: AccountLimit['list'], max: number): Response {
  const detail =
    list === 'alerts'
      ? `This account already has ${max.toLocaleString('en-US')} alerts, the most one account may have; delete one to add another`
      : `This account already has ${max.toLocaleString('en-US')} saved jobs, the most one account may have; unstar one to star another`;
  return problem(c, 409, detail, { account_limit: { list, max } satisfies AccountLimit });
}

export function meRoutes(deps: MeDeps): Hono<MeEnv> {
  const { store } = deps;
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
    const result = await createAlert(store, c.get('caller').sub, parsed.data, nowMs(), key, deps.limits.alerts);
    if ('full' in result) return accountFull(c, 'alerts', deps.limits.alerts);
    if ('conflict' in result) {
      return problem(c, 422, 'This Idempotency-Key was already used with a different request body');
    }
    if ('replayed' in result) return c.json(result.replayed, 201, { 'idempotent-replayed': 'true' });
    return c.json(result.created, 201, { location: `/api/me/alerts/${result.created.alert_id}` });
  });

  routes.get('/me/alerts', async (c) =>
    c.json({ alerts: (await store.alerts.list(c.get('caller').sub)).map(toAlert) }),
  );

  routes.get('/me/alerts/:alert_id', async (c) => {
    const alert = await store.alerts.find(c.get('caller').sub, c.req.param('alert_id'));
    return alert ? c.json(toAlert(alert)) : problem(c, 404, 'No such alert');
  });

  routes.put('/me/profile', async (c) => {
    const read = await readJson(c);
    if ('error' in read) return read.error;
    const parsed = ProfileInput.safeParse(read.body ?? {});
    if (!parsed.success) return invalid(c, parsed.error);
    const profile = normaliseProfile(parsed.data);
    await store.profiles.write(c.get('caller').sub, profile, nowMs());
    return c.json({ profile });
  });

  routes.get('/me/profile', async (c) =>
    c.json({
      profile: await readProfile(store, c.get('caller').sub),
      options: deps.profileOptions(),
      skill_spec: deps.skillSpec,
    }),
  );

  const jobIdParam = (c: Context) => JobId.safeParse(c.req.param('job_id'));
  routes.put('/me/saved/:job_id{.+}', async (c) => {
    const id = jobIdParam(c);
    if (!id.success) return invalid(c, id.error, 'Invalid job id');
    const at = nowMs();
    const starred = await store.saved.star(c.get('caller').sub, id.data, at, deps.limits.saved);
    if (!starred) return accountFull(c, 'saved', deps.limits.saved);
    await recordSeedAct(store, c.get('caller').sub, id.data, true, at);
    return c.body(null, 204);
  });
  routes.delete('/me/saved/:job_id{.+}', async (c) => {
    const id = jobIdParam(c);
    if (!id.success) return invalid(c, id.error, 'Invalid job id');
    await store.saved.unstar(c.get('caller').sub, id.data);
    await recordSeedAct(store, c.get('caller').sub, id.data, false, nowMs());
    return c.body(null, 204);
  });
  routes.get('/me/saved', async (c) => {
    const saved = await store.saved.list(c.get('caller').sub);
    return c.json({
      saved: saved.map((row) => ({ job_id: row.job_id, saved_at: new Date(row.saved_at).toISOString() })),
    });
  });

  return routes;
}
