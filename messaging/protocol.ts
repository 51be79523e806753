/**
 * Every runtime message, as zod schemas (DESIGN §6). The background parses each one, checks the sender,
 * and consults `ALLOWED_FROM` before acting: a content script may only report the jobs its page shows and ask
 * for star state and star or unstar of those; everything else comes from the extension's own pages.
 */
import { z } from 'zod';
import { FilterQuery, JobId, ProfileInput } from '../api/contract';
import { JobRef } from '../api/job-ref';
import { ApplicationFields, Stage, type StageSummary } from '../model/application';
import type { ErrorInfo } from '../model/errors';
import { ExportFile } from '../model/export-file';
import { PageMiss } from '../model/page-miss';
import { Settings } from '../model/settings';
import { SiteOrigin } from '../model/site-grants';

/** Jobs one message may name: far above a real list page (LinkedIn shows 25, Indeed 15 per page). */
const MAX_JOBS_PER_MESSAGE = 2000;

export const Request = z.discriminatedUnion('type', [
  /** Content (only for jobs its page reported) and pages: the starred state of the given jobs, in one batch. */
  z.object({ type: z.literal('star.state'), jobIds: z.array(JobId).max(MAX_JOBS_PER_MESSAGE) }),
  /** Content (only for jobs its page reported) and pages: star or unstar one job. */
  z.object({ type: z.literal('star.set'), ref: JobRef, starred: z.boolean() }),
  /** Content: the job this tab shows now (for the badge, the shortcut and the popup), or null. */
  z.object({ type: z.literal('page.job'), ref: JobRef.nullable() }),
  /**
   * Content: the jobs its page shows (a scan's finds, e.g. a list page's cards), which become the frame's scope;
   * answered with their starred states.
   */
  z.object({ type: z.literal('page.found'), jobIds: z.array(JobId).max(MAX_JOBS_PER_MESSAGE) }),
  /** Popup: the job in the active tab, found by its content script or, through activeTab, by JSON-LD. */
  z.object({ type: z.literal('tab.job'), tabId: z.number().int() }),
  /**
   * Popup, when the tab shows no job: the page itself as "Save this page" would keep it, and whether the site's
   * adapter claimed the page but could not read it (recorded in the private diagnostics).
   */
  z.object({ type: z.literal('tab.page'), tabId: z.number().int() }),
  /** Options: forget the private diagnostics. */
  z.object({ type: z.literal('diagnostics.clear') }),
  z.object({ type: z.literal('profile.save'), profile: ProfileInput }),
  z.object({ type: z.literal('alert.create'), filter: FilterQuery }),
  z.object({ type: z.literal('sync.now') }),
  z.object({ type: z.literal('auth.signIn') }),
  z.object({ type: z.literal('auth.signOut'), removeData: z.boolean() }),
  z.object({ type: z.literal('settings.save'), settings: Settings }),
  z.object({ type: z.literal('data.import'), data: ExportFile }),
  z.object({ type: z.literal('data.deleteLocal') }),
  z.object({ type: z.literal('deadLetter.retry'), id: z.number().int() }),
  z.object({ type: z.literal('deadLetter.discard'), id: z.number().int() }),
  /** Popup, once the browser granted the origin: show the star on that site from now on. */
  z.object({ type: z.literal('site.enable'), origin: SiteOrigin }),
  /** Options: stop showing the star on a site the person enabled, and give its permission back. */
  z.object({ type: z.literal('site.remove'), origin: SiteOrigin }),
  /**
   * Pages: move a starred job to a stage; `at` (ISO) dates a move made in the past — never in the future, never
   * before the star or the last move. Every linked job moves with it.
   */
  z.object({
    type: z.literal('application.setStage'),
    jobId: JobId,
    stage: Stage,
    at: z.iso.datetime({ offset: true }).optional(),
  }),
  /**
   * Pages: the date of a move already in the history (`index` ≥ 1: the first entry is the star, whose date stays),
   * kept in time order — never in the future, before the star, or past its neighbours. Linked jobs change with it.
   */
  z.object({
    type: z.literal('application.redate'),
    jobId: JobId,
    index: z.number().int().min(1),
    at: z.iso.datetime({ offset: true }),
  }),
  /** Pages: notes and the optional fields; a field left out is unchanged, an empty string removes it. */
  ApplicationFields.extend({ type: z.literal('application.update'), jobId: JobId }),
  /** Pages: remind at a time (ISO, in the future), or no reminder (null). */
  z.object({ type: z.literal('application.remind'), jobId: JobId, at: z.iso.datetime({ offset: true }).nullable() }),
  /** Pages: the reminder again in `days` days from now (the notification's own Snooze button does it in the worker). */
  z.object({ type: z.literal('application.snooze'), jobId: JobId, days: z.number().int().min(1).max(365) }),
  /** Pages: the same application on another site; `otherJobId` takes `jobId`'s stage, history, notes and reminder. */
  z.object({ type: z.literal('application.link'), jobId: JobId, otherJobId: JobId }),
  z.object({ type: z.literal('application.unlink'), jobId: JobId, otherJobId: JobId }),
]);
export type Request = z.infer<typeof Request>;
export type RequestType = Request['type'];
export type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;

/**
 * "Seen before": the page's own job is not starred, but the same role (company and title, normalised) is, under
 * `jobId`, found on `site` (the adapter id, e.g. `linkedin`), at this stage.
 */
export type SeenBefore = StageSummary & { jobId: string; site?: string };
export type { StageSummary };

export interface Responses {
  'star.state': { starred: Record<string, boolean>; stages: Record<string, StageSummary> };
  /** `stage`: a starred job's stage after the star (Saved since now for a new star). */
  'star.set': { starred: boolean; stage?: StageSummary };
  'page.job': { seen: SeenBefore | null };
  'page.found': { starred: Record<string, boolean>; stages: Record<string, StageSummary> };
  /** `offer`: the tab's origin, when its job came from JSON-LD on a site the person may enable the star on. */
  'tab.job': { ref: JobRef | null; starred: boolean; offer?: string };
  'tab.page': { ref: JobRef | null; starred: boolean; miss: PageMiss | null };
  'diagnostics.clear': null;
  'profile.save': null;
  'alert.create': { id: string };
  'sync.now': null;
  'auth.signIn': { email?: string; name?: string };
  'auth.signOut': null;
  'settings.save': null;
  'data.import': { saved: number; alerts: number; profile: boolean; applications: number };
  'data.deleteLocal': null;
  'deadLetter.retry': null;
  'deadLetter.discard': null;
  'site.enable': { enabled: boolean };
  'site.remove': null;
  'application.setStage': StageSummary;
  'application.redate': StageSummary;
  'application.update': null;
  'application.remind': { remindAt: string | null };
  'application.snooze': { remindAt: string };
  'application.link': null;
  'application.unlink': null;
}

/** Where a message comes from: one of the extension's own pages, or a content script in a tab. */
export type SenderContext = 'extension' | 'content';

export const ALLOWED_FROM: Record<RequestType, readonly SenderContext[]> = {
  'star.state': ['content', 'extension'],
  'star.set': ['content', 'extension'],
  'page.job': ['content'],
  'page.found': ['content'],
  'tab.job': ['extension'],
  'tab.page': ['extension'],
  'diagnostics.clear': ['extension'],
  'profile.save': ['extension'],
  'alert.create': ['extension'],
  'sync.now': ['extension'],
  'auth.signIn': ['extension'],
  'auth.signOut': ['extension'],
  'settings.save': ['extension'],
  'data.import': ['extension'],
  'data.deleteLocal': ['extension'],
  'deadLetter.retry': ['extension'],
  'deadLetter.discard': ['extension'],
  'site.enable': ['extension'],
  'site.remove': ['extension'],
  'application.setStage': ['extension'],
  'application.redate': ['extension'],
  'application.update': ['extension'],
  'application.remind': ['extension'],
  'application.snooze': ['extension'],
  'application.link': ['extension'],
  'application.unlink': ['extension'],
};

/** Every answer crosses the boundary as a result; an error as its kind, worded by the page (i18n/errors.ts). */
export type Result<T> = { ok: true; data: T } | { ok: false; error: ErrorInfo };

/**
 * The jobs a message acts on, for the messages a content script may send only about the jobs its page reported
 * (DESIGN §6, per-tab scope); null for messages outside that rule.
 */
export function scopedJobIds(request: Request): readonly string[] | null {
  if (request.type === 'star.state') return request.jobIds;
  if (request.type === 'star.set') return [request.ref.jobId];
  return null;
}

/** The job reference a content message reports from its page, when it carries one. */
export function reportedRef(request: Request): JobRef | null {
  if (request.type === 'star.set' || request.type === 'page.job') return request.ref;
  return null;
}

/**
 * Background → tab, the other half of the one protocol table (as Zotero's connector keeps it). Content scripts
 * check these by shape (zod would triple their bundle), so the messages are types; the answers come back from
 * a less trusted world and the background parses them with `TAB_ANSWERS`.
 */
export type TabMessage =
  /** A star of a job this frame reported changed (here, or on another device after sync); no other frame hears. */
  | { type: 'star.changed'; jobId: JobRef['jobId']; starred: boolean; stage?: StageSummary }
  /** The shortcut or the context menu asks the page's own job to be toggled. */
  | { type: 'star.toggleCurrent' }
  /** The background asks which job the tab shows. */
  | { type: 'page.current' };
type TabMessageType = TabMessage['type'];

export const TAB_ANSWERS = {
  'star.changed': z.unknown(),
  'star.toggleCurrent': z.object({ handled: z.boolean() }),
  /** `miss`: the page's adapter claimed it but found no job; read tolerantly, it never costs the answer its ref. */
  'page.current': z.object({ ref: JobRef.nullable(), miss: PageMiss.nullable().optional().catch(null) }),
} satisfies Record<TabMessageType, z.ZodType>;
export type TabResponses = { [T in TabMessageType]: z.infer<(typeof TAB_ANSWERS)[T]> };
