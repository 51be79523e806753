/**
 * An application: what happened to a starred job after the star (issue 19). It lives on this browser only — the
 * service's contract carries the star and nothing more (§4.4–4.6) — in the account's own database, so signing out
 * with "remove local data" or "Delete local data" takes it with the rest of the account's data.
 *
 * A starred job without a row is *Saved* since its star (rows are made lazily, at the first change), so the v3
 * upgrade writes nothing and a star that arrives by sync needs no row either.
 */
import { z } from 'zod';
import { JobId } from '../api/contract/index';
import { lazySchema } from '../api/contract/lazy-schema';
import { APPLICATION_LIMITS, EVENT_KINDS, STAGES, type Stage as StageName } from './stages';

export * from './stages';

export const Stage = lazySchema(() => z.enum(STAGES));
export type Stage = StageName;

/** Times are ISO strings in UTC (`toISOString()`), so that index order is time order. */
const At = lazySchema(() => z.iso.datetime());

/**
 * `id` names the move when applications sync (api/contract/jobstar/record.ts: moves merge as a set by id); the star
 * itself is always `star`, so two devices' first moves are one. Rows and files from before version 6 lack it.
 */
export const Move = lazySchema(() => z.object({ stage: Stage, at: At, id: z.string().min(1).max(64).optional() }));
export type Move = z.infer<typeof Move>;

/** The optional fields people ask for; an empty string is no value (the field is removed). */
export const ApplicationFields = lazySchema(() =>
  z.object({
    notes: z.string().max(APPLICATION_LIMITS.notes).optional(),
    foundVia: z.string().trim().max(APPLICATION_LIMITS.foundVia).optional(),
    contactName: z.string().trim().max(APPLICATION_LIMITS.contactName).optional(),
    contactEmail: z.union([z.literal(''), z.email().max(APPLICATION_LIMITS.contactEmail)]).optional(),
    toldSalary: z.string().trim().max(APPLICATION_LIMITS.toldSalary).optional(),
  }),
);
export type ApplicationFields = z.infer<typeof ApplicationFields>;

/**
 * A dated event of an application: an interview, a call, an assignment due. Unlike a move it may lie in the
 * future. `at` is the instant (UTC); `zone` the IANA time zone it was set in, which the page shows it in.
 */
export const ApplicationEvent = lazySchema(() =>
  z.object({
    id: z.uuid(),
    kind: z.enum(EVENT_KINDS),
    at: At,
    zone: z.string().min(1).max(64),
    /** Minutes; absent for a point in time (an assignment's deadline). */
    minutes: z.number().int().min(1).max(1440).optional(),
    note: z.string().trim().max(APPLICATION_LIMITS.eventNote).optional(),
  }),
);
export type ApplicationEvent = z.infer<typeof ApplicationEvent>;

export const ApplicationRow = lazySchema(() =>
  ApplicationFields.extend({
    jobId: JobId,
    /** Always the last move's stage. */
    stage: Stage,
    /** Every move, oldest first; the first is the star itself (`saved`). Never empty. */
    history: z.array(Move).min(1).max(APPLICATION_LIMITS.history),
    /** The last move's time, indexed for "sort by last move". */
    movedAt: At,
    /** When the next reminder is due (indexed); absent when none is set. */
    remindAt: At.optional(),
    /** 1 when the reminder is the automatic one (7 days after Applied): the next move clears it. */
    remindAuto: z.literal(1).optional(),
    /** The reminder time a notification was shown for: the alarm skips it, the lists still show it due. */
    notifiedAt: At.optional(),
    /** The same application's job ids on other sites; every linked row carries the same stage, history and notes. */
    linked: z.array(JobId).max(APPLICATION_LIMITS.linked).default([]),
    /** Dated events, soonest first; absent when none (rows before issue 32 have none). */
    events: z.array(ApplicationEvent).max(APPLICATION_LIMITS.events).optional(),
    updatedAt: At,
    /**
     * The star was removed on another device (DESIGN §4 rule 15): the history stays, archived, until the person deletes
     * it; starring the job again brings it back. Shown archived only while the job is not starred.
     */
    archivedAt: At.optional(),
  }),
);
export type ApplicationRow = z.infer<typeof ApplicationRow>;
