/**
 * The `/api` routes (§4) on Hono, put together: timing, CORS, the bearer check on `/me`, the account's
 * routes, the catalog's, and 405/404 for the rest. Every input is validated with the zod contract of
 * `api/contract.ts`; errors are problem+json (400 invalid input, 401 tokens, 404, 405 with Allow, 413, 422 for
 * an Idempotency-Key reused with a different body, 409 when the account already keeps as many alerts or stars
 * as it may).
 */
import { Hono } from 'hono';
import { CADENCES, SENIORITIES, WORKPLACES } from '../../api/contract';
import type { CatalogStore } from '../catalog/search';
import { DEPARTMENTS, SKILLS } from '../catalog/vocabulary';
import { announceExtensions } from '../jobstar/discovery';
import { jobstarRoutes } from '../jobstar/routes';
import type { Caller } from '../oidc/verify';
import { ACCOUNT_LIMITS, type AccountLimits } from '../store/account-limits';
import type { Store } from '../store/store';
import { type MeEnv, requireToken } from './bearer';
import { catalogRoutes } from './catalog-routes';
import { extensionCors } from './cors';
import { meRoutes } from './me-routes';
import { methodNotAllowed } from './method-not-allowed';

export interface ApiDeps {
  store: Store;
  catalog: CatalogStore;
  verify: (token: string) => Promise<Caller>;
  now: () => Date;
  baseUrl: string;
  /** jobstar's service extension: announced on `/me` answers and served at `/api/jobstar/v1` (default on). */
  extensions?: boolean;
  /** What one account may keep (default ACCOUNT_LIMITS). */
  accountLimits?: AccountLimits;
}

export function createApi(deps: ApiDeps) {
  const { catalog } = deps;
  const api = new Hono<MeEnv>();

  // The options depend on the catalog only: computed once per catalog version.
  let optionsCache: { version: number; options: Record<string, string[]> } | undefined;
  const profileOptions = () => {
    if (optionsCache?.version === catalog.version) return optionsCache.options;
    const options = {
      seniority: [...SENIORITIES],
      workplace: [...WORKPLACES],
      cadence: [...CADENCES],
      countries: catalog.distinct('country'),
      cities: catalog.distinct('city'),
      departments: [...new Set([...DEPARTMENTS, ...catalog.distinct('department')])],
      skills: SKILLS.map((skill) => skill.name),
      ats: catalog.distinct('ats'),
    };
    optionsCache = { version: catalog.version, options };
    return options;
  };
  const skillSpec = { skills: SKILLS.map((skill) => ({ name: skill.name, aliases: skill.aliases })) };

  // Server-Timing: the time spent in the handler (the benchmark reads it beside the wall time).
  api.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    c.res.headers.set('server-timing', `app;dur=${(performance.now() - start).toFixed(2)}`);
  });
  api.use('*', extensionCors);
  const extensions = deps.extensions ?? true;
  if (extensions) {
    // Before the bearer check, so that its answers announce the extension too.
    api.use('/me/*', announceExtensions);
    api.use('/me', announceExtensions);
  }
  api.use('/me/*', requireToken(deps.verify));
  api.use('/me', requireToken(deps.verify));
  api.route(
    '/',
    meRoutes({
      store: deps.store,
      now: deps.now,
      profileOptions,
      skillSpec,
      limits: deps.accountLimits ?? ACCOUNT_LIMITS,
    }),
  );
  if (extensions) {
    api.use('/jobstar/v1/*', requireToken(deps.verify));
    api.use('/jobstar/v1', requireToken(deps.verify));
    api.route('/jobstar/v1', jobstarRoutes(deps.store));
  }
  api.route('/', catalogRoutes(deps));
  api.all('*', methodNotAllowed);

  return api;
}
