/**
 * The listing filter matches country, seniority and workplace case-insensitively (server/README.md), so
 * `country=il`, `seniority=SENIOR` and `workplace=Remote` are the same as their canonical spellings. The
 * contract checks the canonical ones; this brings a query to them before it is checked. Other keys and
 * values that are not strings are left as they are, so the check still reports them.
 */
const UPPER = ['country'];
const LOWER = ['seniority', 'workplace'];

export function canonicalFilterCase<T>(query: T): T {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return query;
  const out: Record<string, unknown> = { ...(query as Record<string, unknown>) };
  for (const key of UPPER) if (typeof out[key] === 'string') out[key] = (out[key] as string).toUpperCase();
  for (const key of LOWER) if (typeof out[key] === 'string') out[key] = (out[key] as string).toLowerCase();
  return out as T;
}
