/**
 * The `/api` routes (§4) on Hono. Every input is validated with the zod contract of `api/contract.ts`;
 * errors are problem+json (400 for invalid input, 401 for tokens, 404, 405 with Allow, 422 for an
 * Idempotency-Key reused with a different body).
 */
import { createHash, randomUUID } from 'node:crypto';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import {
  type Alert,
  CADENCES,
  CompanySearchQuery,
  CreateAlertRequest,
  FilterQuery,
  JobId,
  JobsQuery,
  PROFILE_DEFAULTS,
  type Profile,
  ProfileInput,
  queryToFilter,
  SENIORITIES,
  WORKPLACES,
  withFilterDefaults,
} from '../../api/contract';
import { effectiveZone } from '../../api/digest';
import type { CatalogStore } from '../catalog/search';
import { canonicalSkill, DEPARTMENTS, SKILLS } from '../catalog/vocabulary';
import type { DB } from '../db';
import { isExtensionOrigin } from '../oidc/provider';
import type { Caller } from '../oidc/tokens';
import { invalid, problem } from './problem';

export interface ApiDeps {
  db: DB;
  catalog: CatalogStore;
  verify: (token: string) => Promise<Caller>;
  now: () => Date;
  baseUrl: string;
}

type Env = { Variables: { caller: Caller } };

/** Query string → object; a key given twice is an error (the contract has one value per key). */
function queryObject(c: Context): { value: Record<string, string> } | { duplicate: string } {
  const url = new URL(c.req.url);
  const value: Record<string, string> = {};
  for (const [key, item] of url.searchParams) {
    if (key in value) return { duplicate: key };
    value[key] = item;
  }
  return { value };
}

const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
};

interface AlertRow {
  alert_id: string;
  filter: string;
  active: number;
  created_at: number;
  last_notified_at: number | null;
  request_hash: string | null;
}

export const alertFromRow = (row: AlertRow): Alert => ({
  alert_id: row.alert_id,
  filter: JSON.parse(row.filter) as Record<string, string>,
  active: row.active === 1,
  created_at: new Date(row.created_at).toISOString(),
  last_notified_at: row.last_notified_at === null ? null : new Date(row.last_notified_at).toISOString(),
});

/** Stored profile in full (defaults for anything never set). */
export function readProfile(db: DB, sub: string): Required<Profile> {
  const row = db.prepare('SELECT profile FROM profiles WHERE sub = ?').get(sub) as { profile: string } | undefined;
  const stored = row ? (JSON.parse(row.profile) as Profile) : {};
  return { ...structuredClone(PROFILE_DEFAULTS), ...stored } as Required<Profile>;
}

/** §4.2: overwrite; omitted → defaults; unknown skills dropped (vocabulary spelling, de-duplicated); unknown zone → default. */
export function normaliseProfile(input: ProfileInput): Required<Profile> {
  const skills: string[] = [];
  for (const skill of input.skills ?? []) {
    const known = canonicalSkill(skill);
    if (known && !skills.includes(known)) skills.push(known);
  }
  const dedupe = <T>(items: readonly T[]) => [...new Set(items)];
  return {
    skills,
    seniority: input.seniority ?? PROFILE_DEFAULTS.seniority,
    workplace: dedupe(input.workplace ?? []),
    israel_only: input.israel_only ?? PROFILE_DEFAULTS.israel_only,
    country: dedupe(input.country ?? []),
    city: dedupe((input.city ?? []).map((city) => city.trim()).filter(Boolean)),
    cadence: input.cadence ?? PROFILE_DEFAULTS.cadence,
    digest_time: input.digest_time ?? PROFILE_DEFAULTS.digest_time,
    digest_tz: effectiveZone(input.digest_tz),
    digest_day: input.digest_day ?? PROFILE_DEFAULTS.digest_day,
  } as Required<Profile>;
}

export function createApi(deps: ApiDeps) {
  const { db, catalog } = deps;
  const api = new Hono<Env>();
  const nowMs = () => deps.now().getTime();

  let optionsCache: Record<string, string[]> | undefined;
  const profileOptions = () => {
    optionsCache ??= {
      seniority: [...SENIORITIES],
      workplace: [...WORKPLACES],
      cadence: [...CADENCES],
      countries: catalog.distinct('country'),
      cities: catalog.distinct('city'),
      departments: [...new Set([...DEPARTMENTS, ...catalog.distinct('department')])],
      skills: SKILLS.map((skill) => skill.name),
      ats: catalog.distinct('ats'),
    };
    return optionsCache;
  };
  const skillSpec = { skills: SKILLS.map((skill) => ({ name: skill.name, aliases: skill.aliases })) };

  // Server-Timing: the time spent in the handler (the benchmark reads it beside the wall time).
  api.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    c.res.headers.set('server-timing', `app;dur=${(performance.now() - start).toFixed(2)}`);
  });

  // CORS for the extension's origins.
  api.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = isExtensionOrigin(origin);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (!allowed) return c.body(null, 204);
      return c.body(null, 204, {
        'access-control-allow-origin': origin!,
        'access-control-allow-methods': 'GET, PUT, POST, DELETE, OPTIONS',
        'access-control-allow-headers': 'authorization, content-type, idempotency-key, accept',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
    }
    await next();
    if (allowed) {
      c.res.headers.set('access-control-allow-origin', origin!);
      c.res.headers.set('access-control-expose-headers', 'retry-after, www-authenticate, location');
      c.res.headers.append('vary', 'Origin');
    }
  });

  const requireToken: MiddlewareHandler<Env> = async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
    const challenge = (description: string) =>
      problem(
        c,
        401,
        description,
        {},
        {
          'www-authenticate': `Bearer error="invalid_token", error_description="${description}"`,
        },
      );
    if (!match)
      return challenge(header ? 'The Authorization header is not a Bearer token' : 'A bearer ID token is required');
    try {
      c.set('caller', await deps.verify(match[1]!));
    } catch (error) {
      const code = (error as { code?: string }).code;
      return challenge(code === 'ERR_JWT_EXPIRED' ? 'The ID token has expired' : 'The ID token is not valid');
    }
    await next();
  };
  api.use('/me/*', requireToken);
  api.use('/me', requireToken);

  const readJson = async (c: Context): Promise<{ body: unknown } | { error: Response }> => {
    const text = await c.req.text();
    if (text.length > 65_536) return { error: problem(c, 413, 'The body is larger than 64 KiB') };
    try {
      return { body: text.trim() === '' ? undefined : JSON.parse(text) };
    } catch {
      return {
        error: problem(c, 400, 'The body is not valid JSON', { errors: [{ path: '', message: 'Not valid JSON' }] }),
      };
    }
  };

  // §4.1 alerts
  api.post('/me/alerts', async (c) => {
    const { sub } = c.get('caller');
    const read = await readJson(c);
    if ('error' in read) return read.error;
    const parsed = CreateAlertRequest.safeParse(read.body);
    if (!parsed.success) return invalid(c, parsed.error);
    const key = c.req.header('idempotency-key')?.trim();
    if (key !== undefined && (key.length === 0 || key.length > 255)) {
      return problem(c, 400, 'Idempotency-Key must be 1 to 255 characters', {
        errors: [{ path: 'Idempotency-Key', message: '1 to 255 characters' }],
      });
    }
    const hash = createHash('sha256').update(canonicalJson(parsed.data)).digest('hex');
    if (key) {
      const existing = db.prepare('SELECT * FROM alerts WHERE sub = ? AND idempotency_key = ?').get(sub, key) as
        | AlertRow
        | undefined;
      if (existing) {
        if (existing.request_hash !== hash) {
          return problem(c, 422, 'This Idempotency-Key was already used with a different request body');
        }
        return c.json(alertFromRow(existing), 201, { 'idempotent-replayed': 'true' });
      }
    }
    const row: AlertRow = {
      alert_id: randomUUID(),
      filter: JSON.stringify(parsed.data.filter),
      active: 1,
      created_at: nowMs(),
      last_notified_at: null,
      request_hash: hash,
    };
    db.prepare(
      `INSERT INTO alerts (alert_id, sub, filter, active, created_at, last_notified_at, idempotency_key, request_hash)
       VALUES (?, ?, ?, 1, ?, NULL, ?, ?)`,
    ).run(row.alert_id, sub, row.filter, row.created_at, key ?? null, hash);
    return c.json(alertFromRow(row), 201, { location: `/api/me/alerts/${row.alert_id}` });
  });

  api.get('/me/alerts', (c) => {
    const { sub } = c.get('caller');
    const rows = db
      .prepare('SELECT * FROM alerts WHERE sub = ? ORDER BY created_at DESC, rowid DESC')
      .all(sub) as AlertRow[];
    return c.json({ alerts: rows.map(alertFromRow) });
  });

  api.get('/me/alerts/:alert_id', (c) => {
    const { sub } = c.get('caller');
    const row = db.prepare('SELECT * FROM alerts WHERE sub = ? AND alert_id = ?').get(sub, c.req.param('alert_id')) as
      | AlertRow
      | undefined;
    return row ? c.json(alertFromRow(row)) : problem(c, 404, 'No such alert');
  });

  // §4.2, §4.3 profile
  api.put('/me/profile', async (c) => {
    const { sub } = c.get('caller');
    const read = await readJson(c);
    if ('error' in read) return read.error;
    const parsed = ProfileInput.safeParse(read.body ?? {});
    if (!parsed.success) return invalid(c, parsed.error);
    const profile = normaliseProfile(parsed.data);
    db.prepare(
      'INSERT INTO profiles (sub, profile, updated_at) VALUES (?, ?, ?) ON CONFLICT(sub) DO UPDATE SET profile = excluded.profile, updated_at = excluded.updated_at',
    ).run(sub, JSON.stringify(profile), nowMs());
    return c.json({ profile });
  });

  api.get('/me/profile', (c) => {
    const { sub } = c.get('caller');
    return c.json({ profile: readProfile(db, sub), options: profileOptions(), skill_spec: skillSpec });
  });

  // §4.4–4.6 saved
  const jobIdParam = (c: Context) => JobId.safeParse(c.req.param('job_id'));
  api.put('/me/saved/:job_id{.+}', (c) => {
    const { sub } = c.get('caller');
    const id = jobIdParam(c);
    if (!id.success) return invalid(c, id.error, 'Invalid job id');
    db.prepare('INSERT INTO saved (sub, job_id, saved_at) VALUES (?, ?, ?) ON CONFLICT(sub, job_id) DO NOTHING').run(
      sub,
      id.data,
      nowMs(),
    );
    return c.body(null, 204);
  });
  api.delete('/me/saved/:job_id{.+}', (c) => {
    const { sub } = c.get('caller');
    const id = jobIdParam(c);
    if (!id.success) return invalid(c, id.error, 'Invalid job id');
    db.prepare('DELETE FROM saved WHERE sub = ? AND job_id = ?').run(sub, id.data);
    return c.body(null, 204);
  });
  api.get('/me/saved', (c) => {
    const { sub } = c.get('caller');
    const rows = db
      .prepare('SELECT job_id, saved_at FROM saved WHERE sub = ? ORDER BY saved_at DESC, seq DESC')
      .all(sub) as { job_id: string; saved_at: number }[];
    return c.json({
      saved: rows.map((row) => ({ job_id: row.job_id, saved_at: new Date(row.saved_at).toISOString() })),
    });
  });

  // §4.7 company search
  api.get('/companies/search', (c) => {
    const query = queryObject(c);
    if ('duplicate' in query) return duplicate(c, query.duplicate);
    const parsed = CompanySearchQuery.safeParse(query.value);
    if (!parsed.success) return invalid(c, parsed.error);
    const { name, ...filterQuery } = parsed.data;
    const filter = withFilterDefaults(queryToFilter(filterQuery));
    return c.json({ companies: catalog.searchCompanies(name, filter, nowMs(), deps.baseUrl) });
  });

  // /jobs and /facets (README)
  api.get('/jobs', (c) => {
    const query = queryObject(c);
    if ('duplicate' in query) return duplicate(c, query.duplicate);
    const parsed = JobsQuery.safeParse(query.value);
    if (!parsed.success) return invalid(c, parsed.error);
    const { q, sort, limit, offset } = parsed.data;
    const filter = withFilterDefaults(queryToFilter(parsed.data));
    const result = catalog.jobs(
      filter,
      { q: q?.trim() || undefined, sort, limit: limit ? Number(limit) : 20, offset: offset ? Number(offset) : 0 },
      nowMs(),
      deps.baseUrl,
    );
    return c.json(result);
  });

  api.get('/facets', (c) => {
    const query = queryObject(c);
    if ('duplicate' in query) return duplicate(c, query.duplicate);
    const parsed = FilterQuery.safeParse(query.value);
    if (!parsed.success) return invalid(c, parsed.error);
    return c.json({ facets: catalog.facets(withFilterDefaults(queryToFilter(parsed.data)), nowMs()) });
  });

  // Wrong methods on known paths → 405 with Allow; anything else → 404.
  const allow: [RegExp, string][] = [
    [/^\/me\/alerts$/, 'GET, POST'],
    [/^\/me\/alerts\/[^/]+$/, 'GET'],
    [/^\/me\/profile$/, 'GET, PUT'],
    [/^\/me\/saved$/, 'GET'],
    [/^\/me\/saved\/.+$/, 'PUT, DELETE'],
    [/^\/companies\/search$/, 'GET'],
    [/^\/jobs$/, 'GET'],
    [/^\/facets$/, 'GET'],
  ];
  api.all('*', (c) => {
    const path = new URL(c.req.url).pathname.replace(/^\/api/, '');
    for (const [pattern, methods] of allow) {
      if (pattern.test(path)) {
        return problem(
          c,
          405,
          `${c.req.method} is not allowed here; use ${methods}`,
          {},
          { allow: `${methods}, OPTIONS` },
        );
      }
    }
    return problem(c, 404, 'No such API route');
  });

  return {
    api,
    invalidateOptions: () => {
      optionsCache = undefined;
    },
  };
}

function duplicate(c: Context, key: string): Response {
  return problem(c, 400, `The query parameter ${key} is given more than once`, {
    errors: [{ path: key, message: 'Given more than once; join values with commas' }],
  });
}
