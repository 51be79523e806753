/**
 * An application: what happened to a starred job after the star (issue 19). It lives on this browser only — the
 * service's contract carries the star and nothing more (§4.4–4.6) — in the account's own database, so signing out
 * with "remove local data" or "Delete local data" takes it with the rest of the account's data.
 *
 * A starred job without a row is *Saved* since its star (rows are made lazily, at the first change), so the v3
 * upgrade writes nothing and a star that arrives by sync needs no row either.
 */
import { z } from 'zod';
import { JobId } from '../../api/contract';

/** In the order a person moves through them; the board's columns follow it. */
export const STAGES = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn', 'ghosted'] as const;
export const Stage = z.enum(STAGES);
export type Stage = z.infer<typeof Stage>;

/** Stages that end an application; moving to any other stage re-opens it. */
export const CLOSED_STAGES: readonly Stage[] = ['rejected', 'withdrawn', 'ghosted'];
export const isClosed = (stage: Stage): boolean => CLOSED_STAGES.includes(stage);

/** Caps: generous for a person, bounded for a file someone else made (import) and for the database. */
export const APPLICATION_LIMITS = {
  notes: 20_000,
  foundVia: 300,
  contactName: 200,
  contactEmail: 254,
  toldSalary: 200,
  /** Moves kept per application: far above a real one's, bounded for imports. */
  history: 500,
  linked: 20,
} as const;

/** Times are ISO strings in UTC (`toISOString()`), so that index order is time order. */
const At = z.iso.datetime();

export const Move = z.object({ stage: Stage, at: At });
export type Move = z.infer<typeof Move>;

/** The optional fields people ask for; an empty string is no value (the field is removed). */
export const ApplicationFields = z.object({
  notes: z.string().max(APPLICATION_LIMITS.notes).optional(),
  foundVia: z.string().trim().max(APPLICATION_LIMITS.foundVia).optional(),
  contactName: z.string().trim().max(APPLICATION_LIMITS.contactName).optional(),
  contactEmail: z.union([z.literal(''), z.email().max(APPLICATION_LIMITS.contactEmail)]).optional(),
  toldSalary: z.string().trim().max(APPLICATION_LIMITS.toldSalary).optional(),
});
export type ApplicationFields = z.infer<typeof ApplicationFields>;

export const ApplicationRow = ApplicationFields.extend({
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
  updatedAt: At,
});
export type ApplicationRow = z.infer<typeof ApplicationRow>;

/** What a star button shows of a starred job: its stage and since when. */
export interface StageSummary {
  stage: Stage;
  movedAt: string;
}

/** The default reminder: this long after a move to Applied with no further move. */
export const APPLIED_REMINDER_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a reminder's notification (and any link to one application) opens: the options page's Applications
 * board with that job's details open. The options page reads `#applications/<encoded jobId>`.
 */
export const APPLICATION_ROUTE = 'applications';
export const applicationHash = (jobId: string): string => `#${APPLICATION_ROUTE}/${encodeURIComponent(jobId)}`;
