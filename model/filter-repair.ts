/**
 * The previous version let an alert's filter name several seniorities or workplaces ("senior,staff"); §4.7
 * lists each as one value, so the contract now refuses such a filter. Old alerts, in the database and in
 * export files, are read with their first value kept rather than lost (rule 12).
 */
import { splitList } from '../api/contract/split-list';

const SINGLE_VALUED = ['seniority', 'workplace'] as const;

/** The filter with each single-valued key cut to its first value; anything that is not a filter is left as is. */
export function firstOfSingleValued(filter: unknown): unknown {
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return filter;
  const repaired: Record<string, unknown> = { ...filter };
  for (const key of SINGLE_VALUED) {
    const value = repaired[key];
    if (typeof value !== 'string') continue;
    const [first] = splitList(value);
    if (first !== undefined) repaired[key] = first;
  }
  return repaired;
}
