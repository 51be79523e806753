/**
 * When Matches finds nothing: which filters exclude each other (a city outside every chosen country) and the
 * one-field changes that widen the search (drop the city, any workplace, all seniorities), each asked of the
 * service with `limit=1` so its total can be shown beside it.
 */
import { filterToQuery, type JobsQuery } from '../../api/contract';
import { draftToFilter, type FilterDraft } from '../shared/filter-draft';

export type WidenKey = 'city' | 'workplace' | 'seniority';

export interface Widening {
  key: WidenKey;
  draft: FilterDraft;
  /** The count-only read of the widened filter; undefined when the widened draft is not valid to send. */
  query: JobsQuery | undefined;
}

const WIDEN: Record<WidenKey, (draft: FilterDraft) => FilterDraft | undefined> = {
  city: (draft) => (draft.city.length > 0 ? { ...draft, city: [] } : undefined),
  workplace: (draft) => (draft.workplace ? { ...draft, workplace: '' } : undefined),
  seniority: (draft) => (draft.seniority ? { ...draft, seniority: '' } : undefined),
};

/** The widenings that change something, in the order offered. */
export function wideningsOf(draft: FilterDraft): Widening[] {
  return (Object.keys(WIDEN) as WidenKey[]).flatMap((key) => {
    const widened = WIDEN[key](draft);
    if (!widened) return [];
    const result = draftToFilter(widened);
    return [{ key, draft: widened, query: result.ok ? { ...filterToQuery(result.filter), limit: '1' } : undefined }];
  });
}

/**
 * The chosen cities exclude the chosen countries when no country the service has jobs of those cities in is
 * among them. Nothing is claimed while either side is empty (no countries chosen, or the cities unknown).
 */
export function cityOutsideCountries(chosenCountries: readonly string[], cityCountries: readonly string[]): boolean {
  if (chosenCountries.length === 0 || cityCountries.length === 0) return false;
  const chosen = new Set(chosenCountries.map((code) => code.toUpperCase()));
  return !cityCountries.some((code) => chosen.has(code.toUpperCase()));
}
