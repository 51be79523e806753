/**
 * The one merge of two copies of a job's record (record.ts), run by the reference server on every write and by
 * the extension on every read, so copies that have seen the same writes are equal whatever the order:
 * - a register keeps the later stamp (`hlc`); the star act keeps the later act time (`at`), then the later stamp;
 * - moves and events are sets by id; a tombstone (`removed`) wins over its item, otherwise the later stamp;
 * - notes keep every version that no other version was written from, directly or not (two offline edits: both);
 * - the service's `revision` is not merged: the caller sets it.
 */
import { compareHlc, type Hlc, hlcNode } from './hlc';
import { RECORD_LIMITS } from './limits';
import type {
  JobRecord,
  NoteVersion,
  RecordApplication,
  RecordEvent,
  RecordFields,
  RecordMove,
  StarAct,
} from './record';

interface Stamped {
  hlc: string;
}

export const laterRegister = <T extends Stamped>(a: T | undefined, b: T | undefined): T | undefined => {
  if (!a) return b;
  if (!b) return a;
  const order = compareHlc(a.hlc, b.hlc);
  if (order !== 0) return order > 0 ? a : b;
  // Equal stamps come from one write; should two differ all the same, a fixed rule keeps the merge commutative.
  return JSON.stringify(a) >= JSON.stringify(b) ? a : b;
};

export const laterAct = (a: StarAct | undefined, b: StarAct | undefined): StarAct | undefined => {
  if (!a) return b;
  if (!b) return a;
  if (a.at !== b.at) return Date.parse(a.at) > Date.parse(b.at) ? a : b;
  return laterRegister(a, b);
};

/** Sets by id; a tombstone wins, else the later stamp. Ordered by time then id, so equal sets are equal arrays. */
function mergeItems<T extends Stamped & { id: string; at: string; removed?: true }>(a: T[], b: T[]): T[] {
  const byId = new Map<string, T>();
  for (const item of [...a, ...b]) {
    const held = byId.get(item.id);
    if (!held) byId.set(item.id, item);
    else if (held.removed !== item.removed) byId.set(item.id, held.removed ? held : item);
    else byId.set(item.id, laterRegister(held, item) as T);
  }
  return [...byId.values()].sort((x, y) => x.at.localeCompare(y.at) || x.id.localeCompare(y.id));
}

/**
 * The latest stamp of each device among `stamps`, by device. A device's notes edits are made one after another
 * from everything it holds, so its latest stamp stands for all of its earlier ones.
 */
function latestByDevice(stamps: readonly Hlc[]): Map<string, Hlc> {
  const latest = new Map<string, Hlc>();
  for (const stamp of stamps) {
    const node = hlcNode(stamp);
    const held = latest.get(node);
    if (held === undefined || compareHlc(stamp, held) > 0) latest.set(node, stamp);
  }
  return latest;
}

/**
 * The `base` of an edit made from `held`: every version it was written from, directly or through others, as the
 * latest stamp of each device. Naming only the direct ones would let a copy that still holds an older version
 * (A, when B was written from A and C from B) keep it beside C as if the two were concurrent. Past the bound
 * the oldest devices go.
 */
export function notesBase(held: readonly NoteVersion[]): Hlc[] {
  return [...latestByDevice(held.flatMap((version) => [version.hlc, ...version.base])).values()]
    .sort((x, y) => compareHlc(y, x))
    .slice(0, RECORD_LIMITS.noteVersions);
}

/**
 * The versions no other version was written from, latest first: a version is superseded when another one's
 * `base` holds a stamp of its device at or after its own. Past the bound, the oldest concurrent versions go: a
 * person who leaves eight devices' edits unresolved keeps the eight latest.
 */
export function mergeNotes(a: NoteVersion[], b: NoteVersion[]): NoteVersion[] {
  const byHlc = new Map<string, NoteVersion>();
  for (const version of [...a, ...b]) byHlc.set(version.hlc, laterRegister(byHlc.get(version.hlc), version)!);
  const seen = latestByDevice([...byHlc.values()].flatMap((version) => version.base));
  return [...byHlc.values()]
    .filter((version) => {
      const latest = seen.get(hlcNode(version.hlc));
      return latest === undefined || compareHlc(latest, version.hlc) < 0;
    })
    .sort((x, y) => compareHlc(y.hlc, x.hlc))
    .slice(0, RECORD_LIMITS.noteVersions);
}

function mergeFields(a: RecordFields, b: RecordFields): RecordFields {
  const merged: RecordFields = {};
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof RecordFields>) {
    const value = laterRegister(a[name], b[name]);
    if (value) merged[name] = value;
  }
  return merged;
}

const NO_APPLICATION: RecordApplication = { moves: [], events: [], notes: [], fields: {} };

export function mergeApplication(
  a: RecordApplication | undefined,
  b: RecordApplication | undefined,
): RecordApplication | undefined {
  if (!a && !b) return undefined;
  // A lone copy is merged with nothing all the same, so that its sets come out in the one order.
  a ??= NO_APPLICATION;
  b ??= NO_APPLICATION;
  const archived = laterRegister(a.archived, b.archived);
  return {
    moves: mergeItems<RecordMove>(a.moves, b.moves),
    events: mergeItems<RecordEvent>(a.events, b.events),
    notes: mergeNotes(a.notes, b.notes),
    fields: mergeFields(a.fields, b.fields),
    ...(archived ? { archived } : {}),
  };
}

/** Two copies of one job's record, merged. Both must name the same job. */
export function mergeRecords(a: JobRecord, b: JobRecord): JobRecord {
  if (a.job_id !== b.job_id) throw new Error('Records of two jobs cannot merge');
  const merged: JobRecord = { job_id: a.job_id };
  const facts = laterRegister(a.facts, b.facts);
  const star = laterAct(a.star, b.star);
  const application = mergeApplication(a.application, b.application);
  const description = laterRegister(a.description, b.description);
  if (facts) merged.facts = facts;
  if (star) merged.star = star;
  if (application) merged.application = application;
  if (description) merged.description = description;
  return merged;
}

/** The stage a merged history says: its last move that is not removed (by time, then stamp). */
export function currentMove(moves: readonly RecordMove[]): RecordMove | undefined {
  let last: RecordMove | undefined;
  for (const move of moves) {
    if (move.removed) continue;
    if (!last || move.at > last.at || (move.at === last.at && compareHlc(move.hlc, last.hlc) > 0)) last = move;
  }
  return last;
}
