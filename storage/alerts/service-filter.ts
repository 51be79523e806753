/**
 * An alert's filter as the service echoes it (§2.1: any JSON values, `min_age_days: 3`), read into the wire form
 * jobstar keeps: a number or boolean is read as its string, a list of seniorities keeps its first, and a key
 * jobstar does not know or a value §4.7 does not allow is left out rather than failing the whole alert.
 */
import { FILTER_KEYS, FilterQuery } from '../../api/contract/index';
import { firstOfSingleValued } from '../../model/filter-repair';

export function filterFromService(filter: Record<string, unknown> | undefined): FilterQuery {
  const repaired = firstOfSingleValued(filter ?? {}) as Record<string, unknown>;
  const read: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = repaired[key];
    const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    if (typeof text === 'string' && FilterQuery.shape[key].safeParse(text).success) read[key] = text;
  }
  return FilterQuery.parse(read);
}
