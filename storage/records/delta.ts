/**
 * What a local write of an application changed, as a record to merge (api/contract/jobstar/record.ts): each
 * changed part stamped with the write's clock. Moves and events that left the row become tombstones, so a copy
 * that still holds them cannot bring them back; a notes edit is a new version written from every version this
 * device held and what those were written from (`base`), so it supersedes them all.
 */
import {
  type Hlc,
  type JobRecord,
  type NoteVersion,
  notesBase,
  type RecordApplication,
  type RecordEvent,
  type RecordFields,
  type RecordMove,
} from '../../api/contract/jobstar/index';
import type { ApplicationEvent, ApplicationRow, Move } from '../../model/application';

/** The row's fields and their names in the record. */
export const FIELD_NAMES = {
  foundVia: 'found_via',
  contactName: 'contact_name',
  contactEmail: 'contact_email',
  toldSalary: 'told_salary',
  remindAt: 'remind_at',
} as const satisfies Record<string, keyof RecordFields>;
type RowField = keyof typeof FIELD_NAMES;

type Named = Move & { id: string };
const named = (history: readonly Move[]): Named[] => history.filter((move): move is Named => Boolean(move.id));

function moveChanges(before: readonly Move[], after: readonly Move[], hlc: Hlc): RecordMove[] {
  const old = new Map(named(before).map((move) => [move.id, move]));
  const now = new Map(named(after).map((move) => [move.id, move]));
  const changes: RecordMove[] = [];
  for (const [id, move] of now) {
    const held = old.get(id);
    if (!held || held.at !== move.at || held.stage !== move.stage)
      changes.push({ id, stage: move.stage, at: move.at, hlc });
  }
  for (const [id, move] of old)
    if (!now.has(id)) changes.push({ id, stage: move.stage, at: move.at, hlc, removed: true });
  return changes;
}

const recordEvent = (event: ApplicationEvent, hlc: Hlc): RecordEvent => ({ ...event, hlc });

function eventChanges(
  before: readonly ApplicationEvent[],
  after: readonly ApplicationEvent[],
  hlc: Hlc,
): RecordEvent[] {
  const old = new Map(before.map((event) => [event.id, event]));
  const now = new Map(after.map((event) => [event.id, event]));
  const changes: RecordEvent[] = [];
  for (const [id, event] of now) {
    if (JSON.stringify(old.get(id)) !== JSON.stringify(event)) changes.push(recordEvent(event, hlc));
  }
  for (const [id, event] of old) if (!now.has(id)) changes.push({ ...recordEvent(event, hlc), removed: true });
  return changes;
}

function fieldChanges(before: ApplicationRow | undefined, after: ApplicationRow, hlc: Hlc): RecordFields {
  const fields: RecordFields = {};
  for (const name of Object.keys(FIELD_NAMES) as RowField[]) {
    const value = after[name];
    if (before && before[name] === value) continue;
    if (!before && value === undefined) continue;
    fields[FIELD_NAMES[name]] = { value: value ?? null, hlc };
  }
  return fields;
}

/**
 * `before` undefined: the whole row is new to the record (its first write, or sharing just turned on).
 * `heldNotes`: the versions of the notes the record held, which a changed text supersedes.
 */
export function applicationDelta(
  jobId: string,
  before: ApplicationRow | undefined,
  after: ApplicationRow,
  heldNotes: readonly NoteVersion[],
  hlc: Hlc,
): JobRecord {
  const application: RecordApplication = {
    moves: moveChanges(before?.history ?? [], after.history, hlc),
    events: eventChanges(before?.events ?? [], after.events ?? [], hlc),
    notes: [],
    fields: fieldChanges(before, after, hlc),
  };
  if ((before?.notes ?? '') !== (after.notes ?? '') || (!before && after.notes)) {
    application.notes = [{ hlc, text: after.notes ?? '', base: notesBase(heldNotes) }];
  }
  if (Boolean(before?.archivedAt) !== Boolean(after.archivedAt) || (!before && after.archivedAt)) {
    application.archived = { value: Boolean(after.archivedAt), hlc };
  }
  return { job_id: jobId, application };
}
