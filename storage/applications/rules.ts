import type { ApplicationFields, ApplicationRow } from '../../model/application';
import type { ApplicationRefusalKind } from '../../model/errors';
import { APPLIED_REMINDER_DAYS, DAY_MS, APPLICATION_LIMITS as LIMITS, type Stage } from '../../model/stages';
import type { SavedRow } from '../db/db';
import { STAR_MOVE_ID } from '../db/move-ids';

/** A change the stage rules refuse, by its kind (model/errors.ts); the pages word it. */
export class ApplicationRefusal extends Error {
  override readonly name = 'ApplicationRefusal';
  constructor(readonly kind: ApplicationRefusalKind) {
    super(kind);
  }
}

const iso = (time: Date | string | number): string => new Date(time).toISOString();

/** A starred job with no row yet: Saved since its star. */
export function implicitApplication(job: Pick<SavedRow, 'jobId' | 'savedAt' | 'starredAt'>): ApplicationRow {
  const at = iso(job.starredAt ?? job.savedAt);
  return {
    jobId: job.jobId,
    stage: 'saved',
    history: [{ stage: 'saved', at, id: STAR_MOVE_ID }],
    movedAt: at,
    linked: [],
    updatedAt: at,
  };
}

/** What of a whole row (one from a file) the rules below would never have written; null when it is sound. */
export type RowFault = 'futureMove' | 'outOfOrder' | 'stageMismatch';

/**
 * A row as the move rules keep it: its history in time order, nothing dated after `latest` (now, give or take a
 * clock), and its current stage and `movedAt` those of its last move.
 */
export function rowFault(row: ApplicationRow, latest: number): RowFault | null {
  const times = row.history.map((move) => Date.parse(move.at));
  if (times.some((time, index) => index > 0 && time < times[index - 1]!)) return 'outOfOrder';
  if ([...times, Date.parse(row.movedAt), Date.parse(row.updatedAt)].some((time) => time > latest)) return 'futureMove';
  const last = row.history.at(-1)!;
  if (row.stage !== last.stage || Date.parse(row.movedAt) !== Date.parse(last.at)) return 'stageMismatch';
  return null;
}

/** More than the star is at stake: a move past Saved, notes, a field, a reminder, a link or an event. */
export function losesDataOnUnstar(row: ApplicationRow): boolean {
  return (
    row.history.some((move) => move.stage !== 'saved') ||
    Boolean(row.notes || row.foundVia || row.contactName || row.contactEmail || row.toldSalary) ||
    row.remindAt !== undefined ||
    row.linked.length > 0 ||
    (row.events?.length ?? 0) > 0
  );
}

/**
 * Moves to `stage` at `at`: never in the future, never before the star, never before the last move (the history
 * stays in time order and its last move is the current stage). Moving to the stage it is in changes nothing.
 * Closing, re-opening and moving back are moves like any other. The automatic reminder (7 days after Applied)
 * goes with the next move; a reminder the person set stays.
 */
export function moveTo(row: ApplicationRow, stage: Stage, at: Date, now: Date): ApplicationRow {
  if (at.getTime() > now.getTime()) throw new ApplicationRefusal('application.futureMove');
  if (at.getTime() < Date.parse(row.history[0]!.at)) throw new ApplicationRefusal('application.beforeStar');
  if (at.getTime() < Date.parse(row.movedAt)) throw new ApplicationRefusal('application.beforeLastMove');
  if (stage === row.stage) return row;
  const moved: ApplicationRow = {
    ...row,
    stage,
    history: [...row.history, { stage, at: iso(at), id: crypto.randomUUID() }].slice(-LIMITS.history),
    movedAt: iso(at),
    updatedAt: iso(now),
  };
  if (moved.remindAuto) {
    delete moved.remindAt;
    delete moved.remindAuto;
    delete moved.notifiedAt;
  }
  if (stage === 'applied' && moved.remindAt === undefined) {
    moved.remindAt = iso(at.getTime() + APPLIED_REMINDER_DAYS * DAY_MS);
    moved.remindAuto = 1;
  }
  return moved;
}

/**
 * Changes the date of history entry `index` (a move made earlier than recorded): never in the future, never before
 * the star, never before the move before it or after the move after it (the history stays in time order). The
 * first entry is the star itself, so its date does not change. Redating the last move moves `movedAt`; redating
 * the current Applied move moves its automatic reminder with it.
 */
export function redated(row: ApplicationRow, index: number, at: Date, now: Date): ApplicationRow {
  const move = row.history[index];
  if (index < 1 || !move) throw new ApplicationRefusal('application.noSuchMove');
  if (at.getTime() > now.getTime()) throw new ApplicationRefusal('application.futureMove');
  if (at.getTime() < Date.parse(row.history[0]!.at)) throw new ApplicationRefusal('application.beforeStar');
  const before = row.history[index - 1]!;
  const after = row.history[index + 1];
  if (at.getTime() < Date.parse(before.at) || (after && at.getTime() > Date.parse(after.at))) {
    throw new ApplicationRefusal('application.outOfOrder');
  }
  const history = row.history.map((entry, position) => (position === index ? { ...entry, at: iso(at) } : entry));
  const next: ApplicationRow = { ...row, history, updatedAt: iso(now) };
  if (after) return next;
  next.movedAt = iso(at);
  if (move.stage === 'applied' && next.remindAuto) {
    next.remindAt = iso(at.getTime() + APPLIED_REMINDER_DAYS * DAY_MS);
    delete next.notifiedAt;
  }
  return next;
}

const FIELD_NAMES = ['notes', 'foundVia', 'contactName', 'contactEmail', 'toldSalary'] as const;

/** Sets the fields given; an empty string removes its field, a field left out stays. */
export function withFields(row: ApplicationRow, fields: ApplicationFields, now: Date): ApplicationRow {
  const next: ApplicationRow = { ...row, updatedAt: iso(now) };
  for (const name of FIELD_NAMES) {
    const value = fields[name];
    if (value === undefined) continue;
    if (value === '') delete next[name];
    else next[name] = value;
  }
  return next;
}

/** A reminder the person set (at a time not in the past), or none (null). */
export function withReminder(row: ApplicationRow, at: Date | null, now: Date): ApplicationRow {
  const next: ApplicationRow = { ...row, updatedAt: iso(now) };
  delete next.remindAuto;
  delete next.notifiedAt;
  if (at === null) {
    delete next.remindAt;
    return next;
  }
  if (at.getTime() < now.getTime()) throw new ApplicationRefusal('application.reminderPast');
  next.remindAt = iso(at);
  return next;
}

/** The notification for the current reminder was shown. */
export const notified = (row: ApplicationRow): ApplicationRow =>
  row.remindAt === undefined ? row : { ...row, notifiedAt: row.remindAt };

/** The reminder again `days` days from now. */
export const snoozed = (row: ApplicationRow, days: number, now: Date): ApplicationRow =>
  withReminder(row, new Date(now.getTime() + days * DAY_MS), now);

/** What every linked row shares: they are one application. */
export function shared(row: ApplicationRow): Omit<ApplicationRow, 'jobId' | 'linked'> {
  const { jobId: _jobId, linked: _linked, ...rest } = row;
  return rest;
}

/**
 * Joins `other` to `row`'s application: `other` takes its stage, history, fields and reminder (its own notes, when
 * different, are kept below `row`'s), and both know every job of the group. Answers the group's rows.
 */
export function linked(row: ApplicationRow, other: ApplicationRow, now: Date): ApplicationRow[] {
  if (row.jobId === other.jobId) throw new ApplicationRefusal('application.linkSelf');
  const group = [...new Set([row.jobId, ...row.linked, other.jobId, ...other.linked])];
  if (group.length - 1 > LIMITS.linked) throw new ApplicationRefusal('application.tooManyLinks');
  const notes = [row.notes, other.notes]
    .filter((text, index, all): text is string => Boolean(text) && all.indexOf(text) === index)
    .join('\n\n')
    .slice(0, LIMITS.notes);
  const base = { ...shared(row), updatedAt: iso(now) };
  if (notes) base.notes = notes;
  return group.map((jobId) => ({ ...base, jobId, linked: group.filter((id) => id !== jobId) }));
}

/** Undoes a link: `other` leaves the group and keeps a copy of the application as it is now. */
export function unlinked(group: ApplicationRow[], otherJobId: string, now: Date): ApplicationRow[] {
  const rest = group.filter((row) => row.jobId !== otherJobId).map((row) => row.jobId);
  return group.map((row) => ({
    ...row,
    linked: row.jobId === otherJobId ? [] : rest.filter((id) => id !== row.jobId),
    updatedAt: iso(now),
  }));
}
