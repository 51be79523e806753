/**
 * The profile command (DESIGN §4 rule 3): validated by the contract, stored as the local copy, and one
 * coalesced outbox row that sends the whole profile (§4.2 does not say whether omitted fields are kept).
 */
import { type Profile, ProfileInput } from '../api/contract';
import type { AccountDb } from './db';
import { enqueue } from './outbox';

export async function saveProfile(db: AccountDb, input: ProfileInput, now = Date.now()): Promise<void> {
  const local = ProfileInput.parse(input);
  await db.transaction('rw', db.profile, db.outbox, async () => {
    const existing = await db.profile.get('me');
    await db.profile.put({ ...existing, id: 'me', local, dirty: 1, notice: undefined, updatedAt: now });
    await enqueue(db, { kind: 'profile' }, now);
  });
}

/** The server's profile as the form's input: only the contract's fields, or null when they do not fit it. */
export function profileAsInput(profile: Profile): ProfileInput | null {
  const picked = Object.fromEntries(
    Object.keys(ProfileInput.shape)
      .filter((key) => profile[key] !== undefined)
      .map((key) => [key, profile[key]]),
  );
  const parsed = ProfileInput.safeParse(picked);
  return parsed.success ? parsed.data : null;
}
