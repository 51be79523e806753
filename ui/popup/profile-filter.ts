/**
 * The Matches filter a profile stands for: every field a listing filter can carry (§4.7) — countries,
 * cities, skills, the seniority, and the workplace when the profile names one only (the filter holds one
 * value; with several, any workplace fits).
 */
import type { ProfileInput } from '../../api/contract';
import { emptyDraft, type FilterDraft } from '../shared/filter-draft';

export function profileFilter(profile: ProfileInput | undefined): FilterDraft {
  const workplaces = profile?.workplace ?? [];
  return {
    ...emptyDraft(),
    country: [...(profile?.country ?? [])],
    city: [...(profile?.city ?? [])],
    skills: [...(profile?.skills ?? [])],
    seniority: profile?.seniority ?? '',
    workplace: workplaces.length === 1 ? (workplaces[0] ?? '') : '',
    israel_only: profile?.israel_only ?? false,
  };
}
