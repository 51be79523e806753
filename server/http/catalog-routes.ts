/** The token-free reads: company search (§4.7), `/jobs` and `/facets` (server/README.md). */
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { CompanySearchQuery, FilterQuery, JobsQuery, queryToFilter, withFilterDefaults } from '../../api/contract';
import { canonicalFilterCase } from '../catalog/filter-case';
import type { CatalogStore } from '../catalog/search';
import { invalid } from './problem';
import { queryObject } from './request';

export interface CatalogDeps {
  catalog: CatalogStore;
  now: () => Date;
  baseUrl: string;
}

/** The query checked by `schema`, or the 400 answer that says what is wrong. */
function parseQuery<S extends z.ZodType>(c: Context, schema: S): { data: z.infer<S> } | { error: Response } {
  const query = queryObject(c);
  if ('error' in query) return query;
  const parsed = schema.safeParse(canonicalFilterCase(query.value));
  return parsed.success ? { data: parsed.data } : { error: invalid(c, parsed.error) };
}

export function catalogRoutes({ catalog, now, baseUrl }: CatalogDeps): Hono {
  const routes = new Hono();

  routes.get('/companies/search', (c) => {
    const query = parseQuery(c, CompanySearchQuery);
    if ('error' in query) return query.error;
    const { name, ...filterQuery } = query.data;
    const filter = withFilterDefaults(queryToFilter(filterQuery));
    return c.json({ companies: catalog.searchCompanies(name, filter, now().getTime(), baseUrl) });
  });

  routes.get('/jobs', async (c) => {
    const query = parseQuery(c, JobsQuery);
    if ('error' in query) return query.error;
    const { q, sort, limit, offset } = query.data;
    const filter = withFilterDefaults(queryToFilter(query.data));
    const page = {
      q: q?.trim() || undefined,
      sort,
      limit: limit ? Number(limit) : 20,
      offset: offset ? Number(offset) : 0,
    };
    return c.json(await catalog.jobs(filter, page, now().getTime(), baseUrl));
  });

  routes.get('/facets', (c) => {
    const query = parseQuery(c, FilterQuery);
    if ('error' in query) return query.error;
    return c.json({ facets: catalog.facets(withFilterDefaults(queryToFilter(query.data)), now().getTime()) });
  });

  return routes;
}
