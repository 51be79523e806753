/**
 * Every runtime message, as zod schemas (DESIGN §6). The background parses each one, checks the sender,
 * and consults `ALLOWED_FROM` before acting: a content script may only ask for star state and star or
 * unstar (and report its page's job); everything else comes from the extension's own pages.
 */
import { z } from 'zod';
import { FilterQuery, JobId, ProfileInput } from '../api/contract';
import { JobRef } from '../api/job-ref';

export const Settings = z.object({
  apiBaseUrl: z.url({ protocol: /^https?$/ }),
  oidcIssuer: z.url({ protocol: /^https?$/ }),
  oidcClientId: z.string().min(1).max(200),
});
export type Settings = z.infer<typeof Settings>;

/** The JSON export of "Your data" (options page); import accepts the same. */
export const ExportFile = z.object({
  format: z.literal('jobstar-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  saved: z.array(z.object({ ref: JobRef, savedAt: z.iso.datetime({ offset: true }) })),
  alerts: z.array(z.object({ filter: FilterQuery, active: z.boolean().optional(), createdAt: z.string().optional() })),
  profile: ProfileInput.nullable(),
});
export type ExportFile = z.infer<typeof ExportFile>;

export const Request = z.discriminatedUnion('type', [
  /** Content and pages: the starred state of the given jobs, in one batch. */
  z.object({ type: z.literal('star.state'), jobIds: z.array(JobId).max(2000) }),
  /** Content and pages: star or unstar one job. */
  z.object({ type: z.literal('star.set'), ref: JobRef, starred: z.boolean() }),
  /** Content: the job this tab shows now (for the badge, the shortcut and the popup), or null. */
  z.object({ type: z.literal('page.job'), ref: JobRef.nullable() }),
  /** Popup: the job in the active tab, found by its content script or, through activeTab, by JSON-LD. */
  z.object({ type: z.literal('tab.job'), tabId: z.number().int() }),
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
]);
export type Request = z.infer<typeof Request>;
export type RequestType = Request['type'];
export type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;

export interface Responses {
  'star.state': { starred: Record<string, boolean> };
  'star.set': { starred: boolean };
  'page.job': null;
  'tab.job': { ref: JobRef | null; starred: boolean };
  'profile.save': null;
  'alert.create': { id: string };
  'sync.now': null;
  'auth.signIn': { email?: string; name?: string };
  'auth.signOut': null;
  'settings.save': null;
  'data.import': { saved: number; alerts: number; profile: boolean };
  'data.deleteLocal': null;
  'deadLetter.retry': null;
  'deadLetter.discard': null;
}

/** Where a message comes from: one of the extension's own pages, or a content script in a tab. */
export type SenderContext = 'extension' | 'content';

export const ALLOWED_FROM: Record<RequestType, readonly SenderContext[]> = {
  'star.state': ['content', 'extension'],
  'star.set': ['content', 'extension'],
  'page.job': ['content'],
  'tab.job': ['extension'],
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
};

/** Every answer crosses the boundary as a result, so an error arrives with its message and field errors. */
export type Result<T> =
  | { ok: true; data: T }
  | { ok: false; error: { message: string; fieldErrors?: { path: string; message: string }[] } };

/** Background → content script. */
export const TabMessage = z.discriminatedUnion('type', [
  /** A star changed anywhere (this browser, or another device after sync). */
  z.object({ type: z.literal('star.changed'), jobId: JobId, starred: z.boolean() }),
  /** The shortcut or the context menu asks the page's own job to be toggled. */
  z.object({ type: z.literal('star.toggleCurrent') }),
  /** The background asks which job the tab shows. */
  z.object({ type: z.literal('page.current') }),
]);
export type TabMessage = z.infer<typeof TabMessage>;
