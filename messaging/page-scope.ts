/**
 * Per-tab scope (DESIGN §6): which jobs each content script's page reported finding, per tab and frame, so
 * the router honours its star messages only for those. Kept in `storage.session` (the worker dies after 30 s
 * idle; the scope must outlive it) with an in-memory mirror that a report updates before its answer, so a
 * star right after a scan is judged against that scan.
 */
import { browser } from 'wxt/browser';
import type { MessageSender } from './sender-context';

const KEY = 'messaging.pageScope';
/** Jobs remembered per frame: an endless list page keeps its newest finds. */
export const MAX_SCOPE_PER_FRAME = 5000;

interface FrameScope {
  /** Chrome's id of the document; a new document in the frame starts a new scope. */
  documentId?: string;
  jobIds: string[];
}
type Scopes = Record<string, FrameScope>;

const frameKey = (sender: MessageSender): string | null =>
  sender.tab?.id === undefined ? null : `${sender.tab.id}:${sender.frameId ?? 0}`;

export interface PageScope {
  /**
   * Starts reading the stored scopes now, so that the first message that needs them does not wait for the read (a
   * woken worker's first event is most often a star, judged against its page's scope).
   */
  preload(): void;
  /** The page in this sender's frame reported these jobs. */
  add(sender: MessageSender, jobIds: readonly string[]): Promise<void>;
  /** The job ids outside this sender's scope (empty when all are allowed). */
  outside(sender: MessageSender, jobIds: readonly string[]): Promise<string[]>;
  forgetTab(tabId: number): Promise<void>;
  /** The frames whose page reported any of these jobs, each with those of the jobs it shows. */
  framesShowing(jobIds: readonly string[]): Promise<FrameJobs[]>;
}

export interface FrameJobs {
  tabId: number;
  frameId: number;
  jobIds: string[];
}

export function createPageScope(storage = browser.storage.session): PageScope {
  let scopes: Promise<Map<string, FrameScope>> | undefined;
  // A failed read is not kept: the next message reads again (the read may now start before any message needs it).
  const load = () => {
    if (!scopes) {
      const reading = storage
        .get(KEY)
        .then((stored) => new Map(Object.entries((stored[KEY] as Scopes | undefined) ?? {})));
      scopes = reading;
      reading.catch(() => {
        if (scopes === reading) scopes = undefined;
      });
    }
    return scopes;
  };
  let saving: Promise<unknown> = Promise.resolve();
  const save = (map: Map<string, FrameScope>) => {
    saving = saving.then(() => storage.set({ [KEY]: Object.fromEntries(map) })).catch(() => undefined);
    return saving.then(() => undefined);
  };

  return {
    preload() {
      load().catch(() => undefined);
    },
    async add(sender, jobIds) {
      const key = frameKey(sender);
      if (!key) return;
      const map = await load();
      const current = map.get(key);
      const sameDocument = current && current.documentId === sender.documentId;
      const merged = new Set(sameDocument ? current.jobIds : []);
      for (const jobId of jobIds) {
        merged.delete(jobId);
        merged.add(jobId);
      }
      const kept = [...merged].slice(-MAX_SCOPE_PER_FRAME);
      map.set(key, { ...(sender.documentId ? { documentId: sender.documentId } : {}), jobIds: kept });
      await save(map);
    },
    async outside(sender, jobIds) {
      const key = frameKey(sender);
      const scope = key ? (await load()).get(key) : undefined;
      if (!scope || scope.documentId !== sender.documentId) return [...jobIds];
      const allowed = new Set(scope.jobIds);
      return jobIds.filter((jobId) => !allowed.has(jobId));
    },
    async framesShowing(jobIds) {
      const wanted = new Set(jobIds);
      const frames: FrameJobs[] = [];
      for (const [key, scope] of await load()) {
        const shown = scope.jobIds.filter((jobId) => wanted.has(jobId));
        const [tabId, frameId] = key.split(':').map(Number) as [number, number];
        if (shown.length > 0) frames.push({ tabId, frameId, jobIds: shown });
      }
      return frames;
    },
    async forgetTab(tabId) {
      const map = await load();
      for (const key of [...map.keys()]) if (key.startsWith(`${tabId}:`)) map.delete(key);
      await save(map);
    },
  };
}
