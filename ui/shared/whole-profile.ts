/**
 * The whole profile with some fields changed. Every save sends all fields (DESIGN §4 rule 3: §4.2 does
 * not say whether omitted fields are kept), so a section that edits a few starts from the stored copy.
 */
import type { ProfileInput } from '../../api/contract';
import type { ProfileRow } from '../../storage/db';
import { draftToProfile, profileToDraft } from './profile-draft';

export function wholeProfile(row: ProfileRow | undefined, changes: Partial<ProfileInput>): ProfileInput {
  const base = draftToProfile(profileToDraft(row?.local));
  return { ...(base.ok ? base.profile : row?.local), ...changes };
}
