/**
 * The stages and the constants of an application, without zod: the popup's Starred tab and the rules read them
 * in the popup's first load, which carries no schema code (issue 18). The schemas are in `model.ts`.
 */

import type { Stage } from '../api/contract/jobstar/stages';

/** In the order a person moves through them; the board's columns follow it. The service extension shares them. */
export { STAGES, type Stage } from '../api/contract/jobstar/stages';

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
  /** Dated events (interviews, calls, assignments due) kept per application. */
  events: 100,
  eventNote: 500,
} as const;

/** What a dated event of an application is (issue 32). */
export { EVENT_KINDS, type EventKind } from '../api/contract/jobstar/stages';

/**
 * A job added by hand (issue 32) has its own ids, `manual:<uuid>`, which no site's adapter can derive, so no page
 * can claim one.
 */
export const MANUAL_PREFIX = 'manual:';
export const isManualJob = (jobId: string): boolean => jobId.startsWith(MANUAL_PREFIX);

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
