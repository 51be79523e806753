/**
 * jobstar's service extension (docs/service-extensions.md, docs/openapi/jobstar-extensions.yaml): per job, a
 * *record* of what the seed cannot carry — the page's facts of the star, the time of each star and unstar act,
 * the application — shaped so that merging two copies is commutative, associative and idempotent
 * (`merge.ts`): every part is a last-writer register stamped with a hybrid logical clock, a set of items
 * with ids and tombstones, or a set of concurrent versions. The reference server and the extension run the
 * same merge, so any two that have seen the same writes hold the same record.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { JobId } from '../saved';
import { WORKPLACES } from '../vocabulary-values';
import { Hlc } from './hlc';
import { RECORD_LIMITS as LIMITS } from './limits';
import { EVENT_KINDS, STAGES } from './stages';

/** UTC only (`Z`), so that string order is time order in the merge. */
const At = lazySchema(() => z.iso.datetime());
const Id = lazySchema(() => z.string().min(1).max(64));
const text = (max: number) => z.string().max(max);

/** A last-writer-wins register: `null` is a value (cleared), an absent register was never written. */
export const stamped = <T extends z.ZodType>(value: T) => z.object({ value: value.nullable(), hlc: Hlc });

/** What the page showed when the job was starred (the extension's `JobRef`, in the wire's snake case). */
export const RecordFacts = lazySchema(() =>
  z.object({
    title: text(300).optional(),
    company: text(200).optional(),
    location: text(200).optional(),
    url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
    salary: text(200).optional(),
    employment_type: text(100).optional(),
    remote: z.boolean().optional(),
    workplace: z.enum(WORKPLACES).optional().catch(undefined),
    date_posted: z.iso.date().optional(),
    site: text(40).optional(),
    kind: z.enum(['page']).optional().catch(undefined),
  }),
);
export type RecordFacts = z.infer<typeof RecordFacts>;

/**
 * The last star or unstar act: `at` is when the person acted (the click), `hlc` breaks ties. The later act wins,
 * whatever order the devices' requests arrive in.
 */
export const StarAct = lazySchema(() => z.object({ starred: z.boolean(), at: At, hlc: Hlc }));
export type StarAct = z.infer<typeof StarAct>;

/** A stage move. A removed move stays as a tombstone so that a copy that still has it does not bring it back. */
export const RecordMove = lazySchema(() =>
  z.object({
    id: Id,
    stage: z.enum(STAGES),
    at: At,
    hlc: Hlc,
    removed: z.literal(true).optional(),
  }),
);
export type RecordMove = z.infer<typeof RecordMove>;

export const RecordEvent = lazySchema(() =>
  z.object({
    id: Id,
    kind: z.enum(EVENT_KINDS),
    at: At,
    zone: z.string().min(1).max(64),
    minutes: z.number().int().min(1).max(1440).optional(),
    note: text(500).optional(),
    hlc: Hlc,
    removed: z.literal(true).optional(),
  }),
);
export type RecordEvent = z.infer<typeof RecordEvent>;

/**
 * One version of the notes. `base` lists the versions it was written from; a version that another one was
 * written from is superseded. Two edits made apart (offline on two devices) are both kept until an edit made
 * from both replaces them: neither text is lost silently.
 */
export const NoteVersion = lazySchema(() =>
  z.object({
    hlc: Hlc,
    text: text(LIMITS.notes),
    base: z.array(Hlc).max(LIMITS.noteVersions),
  }),
);
export type NoteVersion = z.infer<typeof NoteVersion>;

/** The application's fields that merge one by one, by their last writer. */
const Field = lazySchema(() => stamped(text(LIMITS.field)).optional());
const recordFieldsShape = {
  found_via: Field,
  contact_name: Field,
  contact_email: Field,
  told_salary: Field,
  /** When the next reminder is due (an ISO date-time), or `null` when the person cleared it. */
  remind_at: Field,
};
export const RecordFields = lazySchema(() => z.object(recordFieldsShape));
export type RecordFields = z.infer<typeof RecordFields>;
export const APPLICATION_FIELDS = Object.keys(recordFieldsShape) as (keyof RecordFields)[];

export const RecordApplication = lazySchema(() =>
  z.object({
    moves: z.array(RecordMove).max(LIMITS.moves).default([]),
    events: z.array(RecordEvent).max(LIMITS.events).default([]),
    notes: z.array(NoteVersion).max(LIMITS.noteVersions).default([]),
    fields: RecordFields.default({}),
    /** The star was removed elsewhere and this history kept, visible, until the person deletes it. */
    archived: stamped(z.boolean()).optional(),
  }),
);
export type RecordApplication = z.infer<typeof RecordApplication>;

/** Whether the person chose to keep the posting's description on the service, and the text when they did. */
export const RecordDescription = lazySchema(() =>
  stamped(z.object({ text: text(LIMITS.description), fetched_at: At })),
);

export const JobRecord = lazySchema(() =>
  z.object({
    job_id: JobId,
    facts: stamped(RecordFacts).optional(),
    star: StarAct.optional(),
    application: RecordApplication.optional(),
    description: RecordDescription.optional(),
    /** Set by the service: the position of the record's last change in the account's list (`after=`). */
    revision: z.string().max(64).optional(),
  }),
);
export type JobRecord = z.infer<typeof JobRecord>;

/** `POST /jobstar/v1/records`: the records to merge; the answer carries each merged record. */
export const RecordBatch = lazySchema(() => z.object({ records: z.array(JobRecord).min(1).max(LIMITS.batch) }));
export type RecordBatch = z.infer<typeof RecordBatch>;

/** `GET /jobstar/v1/records?after=`: one page of records changed after the cursor, oldest change first. */
export const RecordPage = lazySchema(() =>
  z.object({
    records: z.array(JobRecord).max(LIMITS.batch),
    /** Pass as `after` for the next page; equal to the request's `after` when nothing changed. */
    cursor: z.string().max(64),
    more: z.boolean(),
  }),
);
export type RecordPage = z.infer<typeof RecordPage>;
