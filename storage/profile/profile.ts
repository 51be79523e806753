/**
 * The profile commands (DESIGN §4 rule 3): validated by the contract, stored as the local copy (whole, or some
 * fields laid over it), and one coalesced outbox row that records which fields the person changed, so the push
 * lays only those over the service's current copy before it sends the whole (§4.2 does not say whether omitted
 * fields are kept): two devices editing different fields both keep their edits.
 * Also the one rule for taking a server answer into the local copy (rule 12): a field the answer leaves
 * out, or holds in a form we may not send back, keeps its local value.
 */
import { PROFILE_FIELDS, type Profile, ProfileInput, WORKPLACES } from '../../api/contract/index';
import { isCountryCode } from '../../api/countries';
import type { AccountDb, OutboxRow, ProfileField } from '../db/db';
import { enqueue, PROFILE_KEY } from '../outbox/outbox';
import type { IgnoredValue } from './profile-notice';

export async function saveProfile(db: AccountDb, input: ProfileInput, now = Date.now()): Promise<void> {
  const local = ProfileInput.parse(input);
  await writeLocal(db, () => local, undefined, now);
}

/**
 * Only the fields given change; the others keep the local copy's values (a page sends the fields it shows, so
 * none has to assemble the whole profile). Read and written in one transaction, so two pages' patches both land.
 */
export async function patchProfile(db: AccountDb, changes: ProfileInput, now = Date.now()): Promise<void> {
  const patch = ProfileInput.parse(changes);
  const fields = Object.keys(patch) as ProfileField[];
  // A form with nothing changed has nothing to say to the service.
  if (fields.length === 0) return;
  await writeLocal(db, (existing) => ({ ...existing, ...patch }), fields, now);
}

/** `fields` undefined: the whole profile is the person's (a whole save). */
async function writeLocal(
  db: AccountDb,
  next: (existing: ProfileInput | undefined) => ProfileInput,
  fields: ProfileField[] | undefined,
  now: number,
) {
  await db.transaction('rw', db.profile, db.outbox, async () => {
    const [existing, pending] = await Promise.all([
      db.profile.get('me'),
      db.outbox.where('key').equals(PROFILE_KEY).first(),
    ]);
    const local = next(existing?.local);
    await db.profile.put({ ...existing, id: 'me', local, dirty: 1, notice: undefined, updatedAt: now });
    await enqueue(db, { kind: 'profile', ...fieldsOf(pending, fields) }, now);
  });
}

/** The fields still to send once this edit joins the row already waiting: every field once either row says so. */
function fieldsOf(pending: OutboxRow | undefined, fields: ProfileField[] | undefined): { fields?: ProfileField[] } {
  const waiting = pending?.kind === 'profile' ? pending : undefined;
  if (fields === undefined || (waiting && waiting.fields === undefined)) return {};
  return { fields: [...new Set([...(waiting?.fields ?? []), ...fields])] };
}

export interface MergedProfile {
  local: ProfileInput;
  /** What the service holds that the local copy cannot (a `workplace` item outside remote, hybrid, onsite). */
  ignored: IgnoredValue[];
}

type Field = keyof ProfileInput;
const isWorkplace = (item: string): boolean => (WORKPLACES as readonly string[]).includes(item);
/** Lists whose items come from a vocabulary: the items we know are kept, the others set aside, one by one. */
const ITEM_CHECKS: Partial<Record<Field, (item: string) => boolean>> = {
  workplace: isWorkplace,
  country: isCountryCode,
};

/** The server's answer laid over the local copy, field by field: absent is unknown, never empty. */
export function mergeServerProfile(local: ProfileInput | undefined, server: Profile): MergedProfile {
  const merged: Record<string, unknown> = { ...local };
  const ignored: IgnoredValue[] = [];
  for (const field of PROFILE_FIELDS) {
    const value = server[field];
    if (value === undefined) continue;
    const check = ITEM_CHECKS[field];
    let candidate: unknown = value;
    if (check && Array.isArray(value)) {
      const unknown = value.filter((item) => !check(item));
      if (unknown.length > 0) ignored.push({ field, items: unknown });
      candidate = [...new Set(value.filter(check))];
    }
    const parsed = ProfileInput.shape[field].safeParse(candidate);
    if (parsed.success) merged[field] = parsed.data;
    else ignored.push({ field, items: (Array.isArray(value) ? value : [value]).map(String) });
  }
  return { local: merged as ProfileInput, ignored };
}

/** The server's profile as the form's input, over `base` for the fields the server copy does not know. */
export const profileAsInput = (profile: Profile, base: ProfileInput = {}): ProfileInput =>
  mergeServerProfile(base, profile).local;

/** A server object as far as it is known: fields an answer left out keep what an earlier answer said. */
export const knownFields = <T extends object>(earlier: T | undefined, answer: T | undefined): T | undefined =>
  answer === undefined
    ? earlier
    : ({
        ...earlier,
        ...Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== undefined)),
      } as T);
