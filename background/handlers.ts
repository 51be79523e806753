/**
 * One handler per runtime message (messaging/protocol.ts). The router has already parsed the message, checked
 * its sender and the page's scope, and put the jobs a page reported in its scope. Each handler is thin: the
 * request's fields to a use case (commands/), its result to the answer. None of them waits for the network to
 * answer a star.
 */
import type { JobRef } from '../api/job-ref';
import { RefusedError } from '../messaging/error-info';
import type { SeenBefore } from '../messaging/protocol';
import type { Handlers } from '../messaging/router';
import { ImportRefusal } from '../storage/data';
import type { SyncEngine } from '../sync';
import { createApplicationHandlers } from './application-handlers';
import type { Commands } from './commands/index';
import type { PostingCommands } from './commands/postings';
import type { StarCommands } from './commands/star';
import { createPageHandlers, type PageHandlerDeps } from './page-handlers';
import type { SiteGrants } from './site-grants/index';
import type { StarUi } from './star-ui/types';

export interface HandlerDeps {
  star: StarCommands;
  commands: Commands;
  /** "Sync now" runs a sync and answers when it is over. */
  sync: Pick<SyncEngine, 'sync'>;
  starUi: Pick<StarUi, 'jobInTab' | 'notePageJob'>;
  /** "Save this page" and the private diagnostics. */
  pages: PageHandlerDeps;
  sites: SiteGrants;
  /** The starred copy of the page's own job under another id, with its stage. */
  seenBefore(ref: JobRef): Promise<SeenBefore | null>;
  /** The postings as they were: read after the answer, never delaying it (issue 32). */
  postings: PostingCommands;
}

// A content script reports only its own tab: the tab is the sender's, never a field of the message.
function senderTab(sender: { tab?: { id?: number } }, type: string): number {
  const tabId = sender.tab?.id;
  if (tabId === undefined) throw new RefusedError({ kind: 'router.notAllowed', params: { type } });
  return tabId;
}

/** A file the import rules refuse crosses to the page as its kind, with the rule's row. */
async function importing<T>(act: Promise<T>): Promise<T> {
  try {
    return await act;
  } catch (error) {
    if (error instanceof ImportRefusal) throw new RefusedError({ kind: error.kind, params: error.params });
    throw error;
  }
}

const done = async (act: Promise<unknown>): Promise<null> => {
  await act;
  return null;
};

/** The frame a content script spoke from, and its address; undefined for the extension's own pages. */
function senderFrame(sender: { tab?: { id?: number }; frameId?: number; url?: string }) {
  const tabId = sender.tab?.id;
  return tabId === undefined || !sender.url
    ? undefined
    : { at: { tabId, frameId: sender.frameId ?? 0 }, url: sender.url };
}

const later = (act: () => Promise<unknown>) => {
  void act().catch((error: unknown) => console.warn('jobstar posting:', error));
};

type StarHandlers = Pick<Handlers, 'star.state' | 'star.set' | 'star.restore' | 'page.job' | 'page.found' | 'tab.job'>;

function createStarHandlers({ star, starUi, sites, seenBefore, postings }: HandlerDeps): StarHandlers {
  // The star buttons show each starred job's stage beside its state.
  const states = async (jobIds: string[]) => ({
    starred: await star.starredStates(jobIds),
    stages: await star.stages(jobIds),
  });
  return {
    'star.state': ({ jobIds }) => states(jobIds),
    'star.set': async ({ ref, starred }, sender) => {
      const now = await star.setStarred(ref, starred);
      const frame = senderFrame(sender);
      // The posting is read from the tab and written once the star's request went: it would slow that request.
      if (now && frame) later(() => star.afterNews(ref.jobId).then(() => postings.keepFrom(frame.at, ref)));
      return { starred: now, stage: (await star.stages([ref.jobId]))[ref.jobId] };
    },
    'star.restore': async (before) => {
      await star.restore(before);
      return null;
    },
    'page.job': async ({ ref }, sender) => {
      await starUi.notePageJob(senderTab(sender, 'page.job'), ref);
      const frame = senderFrame(sender);
      if (frame) later(() => (ref ? postings.keepFrom(frame.at, ref) : postings.noJobShown(frame.at, frame.url)));
      return { seen: ref ? await seenBefore(ref) : null };
    },
    'page.found': ({ jobIds }) => states(jobIds),
    'tab.job': async ({ tabId }) => {
      const ref = await starUi.jobInTab(tabId);
      if (!ref) return { ref, starred: false };
      return { ref, starred: await star.isStarred(ref.jobId), offer: await sites.offerFor(tabId) };
    },
  };
}

export function createHandlers(deps: HandlerDeps): Handlers {
  const { commands, sites } = deps;
  return {
    ...createStarHandlers(deps),
    ...createPageHandlers(deps.pages),
    ...createApplicationHandlers(commands.applications),
    'profile.patch': ({ profile }) => done(commands.profile.patch(profile)),
    'alert.create': async ({ filter }) => ({ id: await commands.alerts.create(filter) }),
    'alert.setActive': ({ id, active }) => done(commands.alerts.setActive(id, active)),
    'alert.delete': ({ id }) => done(commands.alerts.remove(id)),
    'sync.now': () => done(deps.sync.sync({ force: true })),
    'auth.signIn': async () => {
      const { email, name } = await commands.account.signIn();
      return { email, name };
    },
    'auth.signOut': ({ removeData }) => done(commands.account.signOut(removeData)),
    'settings.save': ({ settings }) => done(commands.settings.save(settings)),
    'data.importStart': async ({ id }) => {
      commands.data.importStart(id);
      return null;
    },
    'data.importCommit': ({ id, head, counts }) => importing(commands.data.importCommit(id, head, counts)),
    'data.importDrop': async ({ id }) => {
      commands.data.importDrop(id);
      return null;
    },
    'data.deleteLocal': () => done(commands.data.deleteLocal()),
    'deadLetter.retry': ({ id }) => done(commands.deadLetters.retry(id)),
    'deadLetter.discard': ({ id }) => done(commands.deadLetters.discard(id)),
    'sync.shareApplications': ({ share }) => done(commands.share.answer(share)),
    'application.deleteArchived': ({ jobId }) => done(commands.share.deleteArchived(jobId)),
    'site.enable': async ({ origin }) => ({ enabled: await sites.enable(origin) }),
    'site.remove': ({ origin }) => done(sites.remove(origin)),
  };
}
