/**
 * A merged record as the application row the pages read (DESIGN §4 rule 15): the history is the set of moves that
 * are not removed, in time order, and the stage its last move (`currentMove`); two versions of the notes written
 * apart read as one text, the later first and the other below a dated line, so neither is lost and an edit of that
 * text supersedes both. What only this device knows (links to other sites' ids, whether a reminder was automatic or
 * already notified) stays as the row had it.
 */
import { compareHlc, hlcTime, type JobRecord, type NoteVersion } from '../../api/contract/jobstar/index';
import type { ApplicationEvent, ApplicationRow, Move } from '../../model/application';
import { APPLICATION_LIMITS } from '../../model/stages';
import { STAR_MOVE_ID } from '../db/move-ids';
import { FIELD_NAMES } from './delta';

const dated = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The line above a version of the notes written on another device at the same time as the one above it. */
export const otherDeviceLine = (hlc: string): string =>
  `— from another device, ${dated.format(new Date(hlcTime(hlc))).replace(',', '')} —`;

/** One text of the versions, latest first: a single version is itself. */
export function notesText(versions: readonly NoteVersion[]): string {
  const [first, ...others] = versions;
  if (!first) return '';
  return [first.text, ...others.map((version) => `${otherDeviceLine(version.hlc)}\n${version.text}`)]
    .join('\n\n')
    .slice(0, APPLICATION_LIMITS.notes);
}

/**
 * The row the record says, or null when it holds no application. `starAt`: when the star was made (the first move's
 * time when the record has none, e.g. a star that arrived with only facts).
 */
export function applicationFromRecord(
  record: JobRecord,
  existing: ApplicationRow | undefined,
  starAt: string,
): ApplicationRow | null {
  const application = record.application;
  if (!application) return null;
  // In the merge's order (time, then stamp), so the last move is `currentMove`: the stage.
  const history: Move[] = application.moves
    .filter((move) => !move.removed)
    .sort((a, b) => a.at.localeCompare(b.at) || compareHlc(a.hlc, b.hlc))
    .map(({ id, stage, at }) => ({ id, stage, at }));
  // A star's own move travels only with a write made after it (write.ts), so a record may lack it: every copy's
  // history begins with the star, as on the device that made it.
  if (!history.some((move) => move.id === STAR_MOVE_ID)) {
    const first = history[0]?.at;
    history.unshift({ id: STAR_MOVE_ID, stage: 'saved', at: first !== undefined && first < starAt ? first : starAt });
  }
  const end = history.at(-1)!;
  const row: ApplicationRow = {
    jobId: record.job_id,
    stage: end.stage,
    history: history.slice(-APPLICATION_LIMITS.history),
    movedAt: end.at,
    linked: existing?.linked ?? [],
    updatedAt: existing?.updatedAt ?? end.at,
  };
  const text = notesText(application.notes);
  if (text) row.notes = text;
  for (const [name, wire] of Object.entries(FIELD_NAMES) as [
    keyof typeof FIELD_NAMES,
    keyof typeof application.fields,
  ][]) {
    const value = application.fields[wire]?.value;
    if (value) row[name] = value;
  }
  if (row.remindAt !== undefined && row.remindAt === existing?.remindAt) {
    if (existing.remindAuto) row.remindAuto = existing.remindAuto;
    if (existing.notifiedAt) row.notifiedAt = existing.notifiedAt;
  }
  const events: ApplicationEvent[] = application.events
    .filter((event) => !event.removed)
    .map(({ hlc: _hlc, removed: _removed, ...event }) => event)
    .slice(0, APPLICATION_LIMITS.events);
  if (events.length > 0) row.events = events;
  if (application.archived?.value)
    row.archivedAt = existing?.archivedAt ?? new Date(hlcTime(application.archived.hlc)).toISOString();
  return row;
}
