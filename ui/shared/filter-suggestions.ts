/**
 * What the filter pickers suggest: the profile's `options` and `skill_spec` (the service's own vocabulary)
 * first, and the facets of the catalog to fill in what they lack. One rule for company search, matches and
 * the alert form.
 */
import type { ProfileRow } from '../../storage/db';
import type { FilterSuggestions } from './FilterFields';
import type { FacetValues } from './use-facets';

const NO_FACETS: FacetValues = { country: [], city: [], department: [], ats: [], skills: [] };

export function filterSuggestions(
  profile: ProfileRow | null | undefined,
  facets: FacetValues = NO_FACETS,
): FilterSuggestions {
  const options = profile?.options;
  return {
    country: [...new Set([...(options?.countries ?? []), ...facets.country])],
    city: [...new Set([...(options?.cities ?? []), ...facets.city])],
    department: options?.departments ?? facets.department,
    ats: options?.ats ?? facets.ats,
    skills: profile?.skillSpec?.skills?.map((term) => term.name) ?? options?.skills ?? facets.skills,
  };
}
