/**
 * The star buttons of one page and the state they show. Each button lives in its own closed shadow root
 * (the page can neither style nor read it); all buttons of a job share one state, so a star made on one
 * card, in another tab or on another device updates every button of that job.
 *
 * Cheap per card (a list page has hundreds): a list card gets its host only once it comes near the viewport
 * (the page manager asks nearby.ts), and the visibility watch follows a host only while its card is near;
 * every root adopts one shared constructed stylesheet (parsed once) instead of its own `<style>`; a button is
 * touched only when what it shows changes; and nothing reads layout at insertion (the click guard does, on a
 * press only). A host is built before it goes in: the page sees a single insertion, already complete.
 */

import type { JobRef } from '../api/job-ref';
import type { ContentT } from '../i18n/content';
import type { Lang } from '../i18n/index';
import { stageName, stageSince } from '../i18n/stages';
import type { SeenBefore, StageSummary } from '../messaging/protocol';
import type { FoundJob } from '../sites/adapter';
import { refusalOf } from './click-guard';
import { mountStarButton, type StarButtonView } from './star-button';
import { styledRoot } from './star-style';
import { createVisibilityWatch, type VisibilityWatch } from './visibility-watch';

export const HOST_TAG = 'jobstar-star';

interface JobState {
  starred: boolean;
  error?: string;
  /** A starred job's stage; words it in the button's name and tooltip. */
  stage?: StageSummary;
  /** Not starred here, but the same role is under another id (the page's own job only). */
  seen?: SeenBefore | null;
  /** Presses not yet confirmed; a confirmation of an older press must not undo a newer one. */
  version: number;
}

export interface StarHost {
  element: HTMLElement;
  ref: JobRef;
  /** A card's whole reference, read when its star is built or pressed (FoundJob's `whole`). */
  whole?: () => JobRef;
}

const wholeRef = (host: StarHost): JobRef => host.whole?.() ?? host.ref;

interface StarHostsOptions {
  document: Document;
  t: ContentT;
  lang: Lang;
  dir: 'ltr' | 'rtl';
  /** Answers the new state and, for a star, its stage (Saved since now, or what it was). */
  setStar(ref: JobRef, starred: boolean): Promise<{ starred: boolean; stage?: StageSummary }>;
  /** Whether the browser saw each star (tests pass their own; the page's window by default). */
  watch?: VisibilityWatch;
}

const sameStage = (a: StageSummary | null | undefined, b: StageSummary | null | undefined) =>
  a?.stage === b?.stage && a?.movedAt === b?.movedAt;

/** Whether a change differs from the state, field by field (the stage ones by value). */
const differs = (state: JobState, change: Partial<JobState>): boolean =>
  ('starred' in change && state.starred !== change.starred) ||
  ('error' in change && state.error !== change.error) ||
  ('stage' in change && !sameStage(state.stage, change.stage)) ||
  ('seen' in change && !sameStage(state.seen, change.seen));

/** Each job's one state and the buttons showing it: a change repaints every button of that job. */
function createJobStates(describe: (state: JobState) => string | undefined) {
  const states = new Map<string, JobState>();
  const hostsByJob = new Map<string, Set<StarHost>>();
  const views = new WeakMap<StarHost, StarButtonView>();

  const stateOf = (jobId: string): JobState => {
    let state = states.get(jobId);
    if (!state) {
      state = { starred: false, version: 0 };
      states.set(jobId, state);
    }
    return state;
  };

  function paint(host: StarHost): void {
    const state = stateOf(host.ref.jobId);
    views.get(host)?.update({ ...state, detail: describe(state) });
  }

  function update(jobId: string, change: Partial<JobState>): void {
    const state = stateOf(jobId);
    const changed = differs(state, change);
    Object.assign(state, change);
    if (!changed) return;
    for (const host of hostsByJob.get(jobId) ?? []) paint(host);
  }

  /** A button built: from now on it shows its job's changes (a host not yet built has nothing to repaint). */
  function join(host: StarHost, view: StarButtonView): void {
    views.set(host, view);
    let set = hostsByJob.get(host.ref.jobId);
    if (!set) {
      set = new Set();
      hostsByJob.set(host.ref.jobId, set);
    }
    set.add(host);
  }

  function leave(host: StarHost): void {
    views.delete(host);
    hostsByJob.get(host.ref.jobId)?.delete(host);
  }

  return {
    stateOf,
    update,
    join,
    leave,
    views,
    /**
     * Known states from the background (a batch answer, or a change made elsewhere). A list's answer names
     * hundreds of jobs, nearly all unstarred and new here: those change nothing and are passed over.
     */
    setStates(starred: Record<string, boolean>): void {
      for (const jobId in starred) {
        const value = starred[jobId]!;
        if ((states.get(jobId)?.starred ?? false) !== value) update(jobId, { starred: value });
      }
    },
    /** The starred jobs' stages, from the same answers (a job left out has none to show). */
    setStages(stages: Record<string, StageSummary | undefined>): void {
      for (const jobId in stages) {
        const stage = stages[jobId];
        if (stage || states.get(jobId)?.stage) update(jobId, { stage });
      }
    },
    /** The page's own job: the same role starred under another id, or null. */
    setSeen(jobId: string, seen: SeenBefore | null): void {
      update(jobId, { seen });
    },
  };
}

/** "Applied 3 days ago" for a starred job; "You starred this on LinkedIn — Applied" for its copy elsewhere. */
function describeStage(state: JobState, t: ContentT, lang: Lang): string | undefined {
  if (state.starred) return state.stage ? stageSince(state.stage.stage, state.stage.movedAt, lang) : undefined;
  const seen = state.seen;
  if (!seen) return undefined;
  const stage = stageName(seen.stage, lang);
  const site = seen.siteName;
  return site ? t('seenOn', { site, stage }) : t('seenElsewhere', { stage });
}

/** After or inside its anchor; a job with none (the page's own, say) gets a floating button. */
function insert(document: Document, element: HTMLElement, found: FoundJob): void {
  if (!found.anchor) {
    element.setAttribute('floating', '');
    (document.body ?? document.documentElement).append(element);
  } else if (found.place === 'inside') found.anchor.append(element);
  else found.anchor.after(element);
}

/**
 * Optimistic: every button of the job flips now; the background's answer confirms or reverts it. A saved
 * star is confirmed on the one button it came from (the pressed one, or the page's own for the shortcut).
 */
function createToggle(
  { stateOf, update, views }: ReturnType<typeof createJobStates>,
  setStar: StarHostsOptions['setStar'],
  t: ContentT,
) {
  return function toggle(ref: JobRef, from: StarHost): void {
    const state = stateOf(ref.jobId);
    const wanted = !state.starred;
    const version = state.version + 1;
    // The message leaves first: the background's write need not wait for this frame's re-render.
    const answer = setStar(ref, wanted);
    update(ref.jobId, { starred: wanted, error: undefined, version });
    answer.then(
      (answer) => {
        if (stateOf(ref.jobId).version !== version) return;
        update(ref.jobId, { starred: answer.starred, stage: answer.stage });
        if (!wanted || !answer.starred) return;
        views.get(from)?.confirmSaved();
      },
      (error: unknown) => {
        if (stateOf(ref.jobId).version !== version) return;
        const reason = error instanceof Error ? error.message : String(error);
        update(ref.jobId, { starred: !wanted, error: t('failed', { reason }) });
      },
    );
  };
}

export function createStarHosts({ document, t, lang, dir, setStar, watch: given }: StarHostsOptions) {
  const watch = given ?? createVisibilityWatch(document.defaultView);
  const jobs = createJobStates((state) => describeStage(state, t, lang));
  const { stateOf, update, join, leave, views, setStates, setStages, setSeen } = jobs;
  const toggle = createToggle(jobs, setStar, t);

  function press(host: StarHost, event: MouseEvent, button: HTMLButtonElement): void {
    // Styles too where the browser reports visibility: Chromium's v2 does not count masks or clip paths.
    const refusal = refusalOf(event, button, true);
    if (refusal === 'untrusted') return;
    const sight = refusal ? 'hidden' : watch.sight(host.element);
    if (sight === 'clear') toggle(wholeRef(host), host);
    else update(host.ref.jobId, { error: t(sight === 'hidden' ? 'refusedHidden' : 'refusedUnsettled') });
  }

  /** Builds the host's button once, in the job's state of now; the watch follows it while its card is near. */
  function show(host: StarHost): void {
    if (!views.has(host)) {
      const state = stateOf(host.ref.jobId);
      join(
        host,
        mountStarButton(styledRoot(document, host.element), {
          starred: state.starred,
          detail: describeStage(state, t, lang),
          job: wholeRef(host),
          error: state.error,
          t,
          dir,
          lang,
          onPress: (event, button) => press(host, event, button),
          onDismiss: () => update(host.ref.jobId, { error: undefined }),
        }),
      );
    }
    watch.observe(host.element);
  }

  function add(found: FoundJob): StarHost {
    const element = document.createElement(HOST_TAG);
    const host: StarHost = { element, ref: found.ref, whole: found.whole };
    show(host);
    insert(document, element, found);
    return host;
  }

  function remove(host: StarHost): void {
    watch.unobserve(host.element);
    leave(host);
    host.element.remove();
  }

  return {
    add,
    remove,
    /** A card come near again (its button is followed again) or gone far (no longer followed). */
    follow: (host: StarHost, near: boolean) => (near ? show(host) : watch.unobserve(host.element)),
    toggle,
    setStates,
    setStages,
    setSeen,
    isStarred: (jobId: string) => stateOf(jobId).starred,
  };
}

export type StarHosts = ReturnType<typeof createStarHosts>;
