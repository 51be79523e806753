/**
 * Every message between jobstar's worlds, one entry per message, both directions (DESIGN §6; in the spirit of
 * Zotero Connector's messages.js).
 *
 * `MESSAGES`, to the background: each entry names its request's fields and its answer as zod schemas, who may
 * send it (`extension`: the extension's own pages; `content`: a content script in a web page's tab) and, for what
 * a content script may send, its scope — the jobs it acts on must be jobs its page reported finding, and a job it
 * brings from its page must be one its frame may own. The router reads all of it: it parses the request, refuses
 * a sender the entry does not name or a job outside the page's scope, and cuts a content script's answer to the
 * entry's schema, so a page hears only what the star shows. `Request`, `Responses` (what `send` infers) and the
 * `Handlers` the background must supply are read from the table. To add a message: its entry here, its handler in
 * background/handlers.ts (the type check asks for it), and a command in background/commands/ when it changes data.
 * An entry's schemas are given as a function and built when the router first reads them (entry.ts), as are the
 * shared ones here: a woken worker's first event needs one entry's.
 *
 * `TAB_MESSAGES`, from the background to a tab's content script: the fields as types (content scripts check them
 * by shape), the answers as schemas the background parses.
 */
import { z } from 'zod';
import { FilterQuery, JobId, JobListing, ProfileInput } from '../api/contract';
import { lazySchema } from '../api/contract/lazy-schema';
import { JobRef } from '../api/job-ref';
import {
  ApplicationEvent,
  ApplicationFields,
  Stage,
  type StageSummary as StageSummaryType,
} from '../model/application';
import type { ErrorInfo } from '../model/errors';
import { ExportFile } from '../model/export-file';
import { ManualApplication } from '../model/manual-application';
import { PageMiss } from '../model/page-miss';
import { Settings } from '../model/settings';
import { SiteOrigin } from '../model/site-grants';
import { type AnswerIn, message, type RequestIn, type Table, toTab } from './entry';

/** Jobs one message may name: far above a real list page (LinkedIn shows 25, Indeed 15 per page). */
const MAX_JOBS_PER_MESSAGE = 2000;

const JobIds = lazySchema(() => z.array(JobId).max(MAX_JOBS_PER_MESSAGE));
const When = lazySchema(() => z.iso.datetime({ offset: true }));
const Done = z.null();
const ImportAnswer = lazySchema(() =>
  z.object({
    saved: z.number(),
    alerts: z.number(),
    profile: z.boolean(),
    applications: z.number(),
  }),
);
/** The page's name for one import sent in pieces. */
const ImportId = lazySchema(() => z.uuid());
const Count = lazySchema(() => z.number().int().min(0));

/** What a star button shows of a starred job: its stage and since when. */
const StageSummary = lazySchema(() =>
  z.object({ stage: Stage, movedAt: z.string() }),
) satisfies z.ZodType<StageSummaryType>;
export type StageSummary = StageSummaryType;

/** Each job's starred state, and each starred job's stage (jobs not starred have none). */
const StarStates = lazySchema(() =>
  z.object({ starred: z.record(z.string(), z.boolean()), stages: z.record(z.string(), StageSummary) }),
);

/**
 * "Seen before": the page's own job is not starred, but the same role (company and title, normalised) is, found on
 * `site` (the adapter id, e.g. `linkedin`), at this stage. Only what the star shows: never the other job's id,
 * which would let a page learn the ids of stars it may not name.
 */
/** "Seen before": only what the star shows — the stage, and the other copy's site by name, in the reader's language. */
const SeenBefore = lazySchema(() => StageSummary.extend({ siteName: z.string().max(100).optional() }));
export type SeenBefore = z.output<typeof SeenBefore>;

const fromPages = ['extension'] as const;
const fromContent = ['content'] as const;
const fromBoth = ['content', 'extension'] as const;

export const MESSAGES = {
  /** The starred state of the given jobs, in one batch, with each starred job's stage. */
  'star.state': message(() => ({ request: z.object({ jobIds: JobIds }), answer: StarStates }), {
    from: fromBoth,
    scope: { actsOn: (request) => request.jobIds },
  }),
  /** Star or unstar one job; `stage`: a starred job's stage after the star (Saved since now for a new star). */
  'star.set': message(
    () => ({
      request: z.object({ ref: JobRef, starred: z.boolean() }),
      answer: z.object({ starred: z.boolean(), stage: StageSummary.optional() }),
    }),
    { from: fromBoth, scope: { actsOn: (request) => [request.ref.jobId], brings: (request) => request.ref } },
  ),
  /** Undo of an unstar, from the extension's lists: the star comes back as the list held it, in its place. */
  'star.restore': message(
    () => ({
      request: z.object({
        jobId: JobId,
        page: JobRef.omit({ jobId: true }).optional(),
        listing: JobListing.optional(),
        hydratedAt: z.number().optional(),
        savedAt: When,
        starredAt: When.optional(),
      }),
      answer: Done,
    }),
    { from: fromPages },
  ),
  /** The job this tab shows now (for the badge, the shortcut and the popup), or null; answered with "seen before". */
  'page.job': message(
    () => ({ request: z.object({ ref: JobRef.nullable() }), answer: z.object({ seen: SeenBefore.nullable() }) }),
    {
      from: fromContent,
      scope: { brings: (request) => request.ref, reports: (request) => (request.ref ? [request.ref.jobId] : []) },
    },
  ),
  /** The jobs its page shows (a scan's finds, e.g. a list page's cards), answered with their starred states. */
  'page.found': message(() => ({ request: z.object({ jobIds: JobIds }), answer: StarStates }), {
    from: fromContent,
    scope: { reports: (request) => request.jobIds },
  }),
  /**
   * The job in the active tab, found by its content script or, through activeTab, by JSON-LD. `offer`: the
   * tab's origin, when its job came from JSON-LD on a site the person may enable the star on.
   */
  'tab.job': message(
    () => ({
      request: z.object({ tabId: z.number().int() }),
      answer: z.object({ ref: JobRef.nullable(), starred: z.boolean(), offer: z.string().optional() }),
    }),
    { from: fromPages },
  ),
  /**
   * When the tab shows no job: the page itself as "Save this page" would keep it, and whether the site's
   * adapter claimed the page but could not read it (recorded in the private diagnostics).
   */
  'tab.page': message(
    () => ({
      request: z.object({ tabId: z.number().int() }),
      answer: z.object({ ref: JobRef.nullable(), starred: z.boolean(), miss: PageMiss.nullable() }),
    }),
    { from: fromPages },
  ),
  /** Forget the private diagnostics. */
  'diagnostics.clear': message(() => ({ request: z.object({}), answer: Done }), { from: fromPages }),
  /**
   * Some fields of the profile, laid over the stored local copy in one transaction: each page sends the fields it
   * shows, none assembles the whole. Named `profile` so a field's error path reads `profile.<field>`.
   */
  'profile.patch': message(() => ({ request: z.object({ profile: ProfileInput }), answer: Done }), { from: fromPages }),
  /** Answered with the alert's local id. */
  'alert.create': message(
    () => ({ request: z.object({ filter: FilterQuery }), answer: z.object({ id: z.string() }) }),
    { from: fromPages },
  ),
  /** Pause or resume an alert by its local id, where the service's extension offers it (issue 31). */
  'alert.setActive': message(
    () => ({ request: z.object({ id: z.string().max(100), active: z.boolean() }), answer: Done }),
    { from: fromPages },
  ),
  /** Delete an alert by its local id, where the service's extension offers it. */
  'alert.delete': message(() => ({ request: z.object({ id: z.string().max(100) }), answer: Done }), {
    from: fromPages,
  }),
  'sync.now': message(() => ({ request: z.object({}), answer: Done }), { from: fromPages }),
  'auth.signIn': message(
    () => ({ request: z.object({}), answer: z.object({ email: z.string().optional(), name: z.string().optional() }) }),
    { from: fromPages },
  ),
  'auth.signOut': message(() => ({ request: z.object({ removeData: z.boolean() }), answer: Done }), {
    from: fromPages,
  }),
  'settings.save': message(() => ({ request: z.object({ settings: Settings }), answer: Done }), { from: fromPages }),
  /**
   * A large file in pieces (issue 36): `data.importStart` opens an import, whose pieces of the `saved` and
   * `applications` lists come on the import channel (import-channel.ts) and are kept by the background until
   * `data.importCommit` names the rest of the file and how many rows each list has, then all of it is written in
   * one transaction; `data.importDrop` (or a page that goes quiet) forgets the pieces, writing nothing.
   */
  'data.importStart': message(() => ({ request: z.object({ id: ImportId }), answer: Done }), { from: fromPages }),
  /** Answered with how many of each kind the file added. */
  'data.importCommit': message(
    () => ({
      request: z.object({
        id: ImportId,
        head: ExportFile.omit({ saved: true, applications: true }),
        counts: z.object({ saved: Count, applications: Count }),
      }),
      answer: ImportAnswer,
    }),
    { from: fromPages },
  ),
  'data.importDrop': message(() => ({ request: z.object({ id: ImportId }), answer: Done }), { from: fromPages }),
  'data.deleteLocal': message(() => ({ request: z.object({}), answer: Done }), { from: fromPages }),
  'deadLetter.retry': message(() => ({ request: z.object({ id: z.number().int() }), answer: Done }), {
    from: fromPages,
  }),
  'deadLetter.discard': message(() => ({ request: z.object({ id: z.number().int() }), answer: Done }), {
    from: fromPages,
  }),
  /** The person's answer: keep applications, notes and stars' details on the service too (issue 31), or not. */
  'sync.shareApplications': message(() => ({ request: z.object({ share: z.enum(['yes', 'no']) }), answer: Done }), {
    from: fromPages,
  }),
  /** Deletes an application archived because its job was unstarred on another device. */
  'application.deleteArchived': message(() => ({ request: z.object({ jobId: JobId }), answer: Done }), {
    from: fromPages,
  }),
  /** Once the browser granted the origin: show the star on that site from now on. */
  'site.enable': message(
    () => ({ request: z.object({ origin: SiteOrigin }), answer: z.object({ enabled: z.boolean() }) }),
    { from: fromPages },
  ),
  /** Stop showing the star on a site the person enabled, and give its permission back. */
  'site.remove': message(() => ({ request: z.object({ origin: SiteOrigin }), answer: Done }), { from: fromPages }),
  /**
   * Move a starred job to a stage; `at` dates a move made in the past — never in the future, never before the
   * star or the last move. Every linked job moves with it.
   */
  'application.setStage': message(
    () => ({ request: z.object({ jobId: JobId, stage: Stage, at: When.optional() }), answer: StageSummary }),
    { from: fromPages },
  ),
  /**
   * The date of a move already in the history (`index` ≥ 1: the first entry is the star, whose date stays),
   * kept in time order — never in the future, before the star, or past its neighbours. Linked jobs change with it.
   */
  'application.redate': message(
    () => ({ request: z.object({ jobId: JobId, index: z.number().int().min(1), at: When }), answer: StageSummary }),
    { from: fromPages },
  ),
  /** Notes and the optional fields; a field left out is unchanged, an empty string removes it. */
  'application.update': message(() => ({ request: ApplicationFields.extend({ jobId: JobId }), answer: Done }), {
    from: fromPages,
  }),
  /** Remind at a time (in the future), or no reminder (null). */
  'application.remind': message(
    () => ({
      request: z.object({ jobId: JobId, at: When.nullable() }),
      answer: z.object({ remindAt: z.string().nullable() }),
    }),
    { from: fromPages },
  ),
  /** The reminder again in `days` days from now (the notification's own Snooze button does it in the worker). */
  'application.snooze': message(
    () => ({
      request: z.object({ jobId: JobId, days: z.number().int().min(1).max(365) }),
      answer: z.object({ remindAt: z.string() }),
    }),
    { from: fromPages },
  ),
  /** The same application on another site; `otherJobId` takes `jobId`'s stage, history, notes and reminder. */
  'application.link': message(() => ({ request: z.object({ jobId: JobId, otherJobId: JobId }), answer: Done }), {
    from: fromPages,
  }),
  'application.unlink': message(() => ({ request: z.object({ jobId: JobId, otherJobId: JobId }), answer: Done }), {
    from: fromPages,
  }),
  /**
   * A job found elsewhere, added by hand: starred (and synced) as `manual:<uuid>`, its application at `stage` since
   * `at` (never in the future). Answered with the new job's id.
   */
  'application.add': message(
    () => ({ request: z.object({ application: ManualApplication }), answer: z.object({ jobId: JobId }) }),
    { from: fromPages },
  ),
  /** An interview, a call or an assignment due (may be in the future); an event with the same id is replaced. */
  'application.addEvent': message(
    () => ({ request: z.object({ jobId: JobId, event: ApplicationEvent }), answer: Done }),
    { from: fromPages },
  ),
  'application.removeEvent': message(
    () => ({ request: z.object({ jobId: JobId, eventId: z.string().max(64) }), answer: Done }),
    { from: fromPages },
  ),
} satisfies Table;

type Messages = typeof MESSAGES;
export type RequestType = keyof Messages;
export type RequestOf<T extends RequestType> = RequestIn<Messages, T>;
export type Request = { [T in RequestType]: RequestOf<T> }[RequestType];
export type Responses = { [T in RequestType]: AnswerIn<Messages, T> };

/** Every answer crosses the boundary as a result; an error as its kind, worded by the page (i18n/errors.ts). */
export type Result<T> = { ok: true; data: T } | { ok: false; error: ErrorInfo };

export const TAB_MESSAGES = {
  /** A star of a job this frame reported changed (here, or on another device after sync); no other frame hears. */
  'star.changed': toTab<{ jobId: JobRef['jobId']; starred: boolean; stage?: StageSummary }>()(z.unknown()),
  /** The shortcut or the context menu asks the page's own job to be toggled. */
  'star.toggleCurrent': toTab()(lazySchema(() => z.object({ handled: z.boolean() }))),
  /**
   * Which job the tab shows. `miss`: the page's adapter claimed it but found no job; read tolerantly, it never
   * costs the answer its ref.
   */
  'page.current': toTab()(
    lazySchema(() => z.object({ ref: JobRef.nullable(), miss: PageMiss.nullable().optional().catch(null) })),
  ),
};

type TabMessages = typeof TAB_MESSAGES;
type TabMessageType = keyof TabMessages;
export type TabMessage = {
  [T in TabMessageType]: { type: T } & NonNullable<TabMessages[T]['fields']>;
}[TabMessageType];
export type TabResponses = { [T in TabMessageType]: z.output<TabMessages[T]['answer']> };
