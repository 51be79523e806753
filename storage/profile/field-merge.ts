/**
 * Field-wise profile sync with the seed alone (DESIGN §4 rule 3, issue 31): the push reads the service's current
 * profile, lays over it only the fields the person changed on this device, and sends the whole (§4.2 overwrites
 * and does not say whether omitted fields are kept). So a field another device changed meanwhile, and this one did
 * not touch, is kept, and the person is told it changed.
 */
import type { Profile, ProfileInput } from '../../api/contract/index';
import type { ProfileField, ProfileRow } from '../db/db';
import { knownFields, mergeServerProfile } from './profile';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the PUT carries: the service's copy now (as far as it may be sent back; a field its answer leaves out keeps
 * what an earlier answer said), with the local value of each changed field. `fields` undefined: every field the
 * local copy holds is the person's (a whole save, an import, a row queued before fields were recorded).
 */
export function profileToSend(serviceNow: Profile, row: ProfileRow | undefined, fields: ProfileField[] | undefined) {
  const theirs = mergeServerProfile(mergeServerProfile({}, row?.server ?? {}).local, serviceNow).local;
  const local: ProfileInput = row?.local ?? {};
  if (fields === undefined) return knownFields(theirs, local) ?? theirs;
  const sent: Record<string, unknown> = { ...theirs };
  for (const field of fields) {
    if (local[field] === undefined) delete sent[field];
    else sent[field] = local[field];
  }
  return sent as ProfileInput;
}

/** The fields the service changed since this device last heard from it, that the person did not change here. */
export function changedElsewhere(
  heard: Profile | undefined,
  serviceNow: Profile,
  fields: ProfileField[] | undefined,
): ProfileField[] {
  if (heard === undefined || fields === undefined) return [];
  const before = mergeServerProfile({}, heard).local;
  const now = mergeServerProfile({}, serviceNow).local;
  return (Object.keys(now) as ProfileField[]).filter(
    (field) => !fields.includes(field) && before[field] !== undefined && !same(before[field], now[field]),
  );
}
