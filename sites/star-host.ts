/**
 * The star buttons of one page and the state they show. Each button lives in its own closed shadow root
 * (the page can neither style nor read it); all buttons of a job share one state, so a star made on one
 * card, in another tab or on another device re-renders every button of that job.
 */
import { h, render } from 'preact';
import { StarButton } from '../components/StarButton';
import css from '../components/StarButton.css?inline';
import type { ContentT } from '../i18n/content';
import type { Lang } from '../i18n/index';
import type { FoundJob } from './adapter';
import { refusalOf } from './click-guard';
import type { JobRef } from './job-ref';

export const HOST_TAG = 'jobstar-star';

interface JobState {
  starred: boolean;
  error?: string;
  /** Presses not yet confirmed; a confirmation of an older press must not undo a newer one. */
  version: number;
}

export interface StarHost {
  element: HTMLElement;
  ref: JobRef;
}

export interface StarHostsOptions {
  document: Document;
  t: ContentT;
  lang: Lang;
  dir: 'ltr' | 'rtl';
  setStar(ref: JobRef, starred: boolean): Promise<{ starred: boolean }>;
}

export function createStarHosts({ document, t, lang, dir, setStar }: StarHostsOptions) {
  const states = new Map<string, JobState>();
  const hostsByJob = new Map<string, Set<StarHost>>();
  const roots = new WeakMap<StarHost, ShadowRoot>();

  const stateOf = (jobId: string): JobState => {
    let state = states.get(jobId);
    if (!state) {
      state = { starred: false, version: 0 };
      states.set(jobId, state);
    }
    return state;
  };

  function paint(host: StarHost): void {
    const root = roots.get(host);
    if (!root) return;
    const state = stateOf(host.ref.jobId);
    render(
      h(StarButton, {
        starred: state.starred,
        error: state.error,
        t,
        dir,
        lang,
        onPress: (event, button) => press(host, event, button),
        onDismiss: () => update(host.ref.jobId, { error: undefined }),
      }),
      root,
    );
  }

  function update(jobId: string, change: Partial<JobState>): void {
    Object.assign(stateOf(jobId), change);
    for (const host of hostsByJob.get(jobId) ?? []) paint(host);
  }

  /** Optimistic: every button of the job flips now; the background's answer confirms or reverts it. */
  function toggle(ref: JobRef): void {
    const state = stateOf(ref.jobId);
    const wanted = !state.starred;
    const version = state.version + 1;
    update(ref.jobId, { starred: wanted, error: undefined, version });
    setStar(ref, wanted).then(
      (answer) => {
        if (stateOf(ref.jobId).version === version) update(ref.jobId, { starred: answer.starred });
      },
      (error: unknown) => {
        if (stateOf(ref.jobId).version !== version) return;
        const reason = error instanceof Error ? error.message : String(error);
        update(ref.jobId, { starred: !wanted, error: t('failed', { reason }) });
      },
    );
  }

  function press(host: StarHost, event: MouseEvent, button: HTMLButtonElement): void {
    const refusal = refusalOf(event, button);
    if (refusal === 'untrusted') return;
    if (refusal) {
      update(host.ref.jobId, { error: t('refusedHidden') });
      return;
    }
    toggle(host.ref);
  }

  function add(found: FoundJob): StarHost {
    const element = document.createElement(HOST_TAG);
    const root = element.attachShadow({ mode: 'closed' });
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
    const host: StarHost = { element, ref: found.ref };
    roots.set(host, root);
    if (!found.anchor) {
      element.setAttribute('floating', '');
      (document.body ?? document.documentElement).append(element);
    } else if (found.place === 'inside') found.anchor.append(element);
    else found.anchor.after(element);
    let set = hostsByJob.get(found.ref.jobId);
    if (!set) {
      set = new Set();
      hostsByJob.set(found.ref.jobId, set);
    }
    set.add(host);
    paint(host);
    return host;
  }

  function remove(host: StarHost): void {
    render(null, roots.get(host) as ShadowRoot);
    host.element.remove();
    hostsByJob.get(host.ref.jobId)?.delete(host);
  }

  return {
    add,
    remove,
    toggle,
    /** Known states from the background (a batch answer, or a change made elsewhere). */
    setStates(starred: Record<string, boolean>): void {
      for (const [jobId, value] of Object.entries(starred)) update(jobId, { starred: value });
    },
    known: (jobId: string) => states.has(jobId),
    isStarred: (jobId: string) => stateOf(jobId).starred,
  };
}

export type StarHosts = ReturnType<typeof createStarHosts>;
