/**
 * The star toggle on job pages. Stateless: its host (content/star-host.ts) owns the state, so a star made
 * anywhere updates every button of that job, and a click updates in the same frame.
 *
 * Plain DOM, no framework: a list page shows hundreds of these, so each one is a clone of one prebuilt
 * subtree (a single native call) with its attributes set, and an update touches only what changed. Page
 * strings only ever go in through `textContent` and attributes, never as markup.
 */
import type { ContentT } from '../i18n/content';

interface StarButtonProps {
  starred: boolean;
  /** The stage words ("Applied 3 days ago", or where the same role was starred), after the name and in the tooltip. */
  detail?: string;
  /** The job it stars, named in its accessible name. */
  job: { title?: string; company?: string };
  /** Why the last star did not save; shown until dismissed or the next press. */
  error?: string;
  t: ContentT;
  dir: 'ltr' | 'rtl';
  lang: string;
  onPress(event: MouseEvent, button: HTMLButtonElement): void;
  onDismiss(): void;
}

export interface StarButtonView {
  /** Shows a new state; writes only the attributes and text that differ. */
  update(state: { starred: boolean; error?: string; detail?: string }): void;
  /** Says, for a few seconds, that the star this button made was saved. */
  confirmSaved(): void;
}

/** How long the "saved" confirmation stays: long enough to read, short enough not to sit on the page. */
export const SAVED_MS = 4000;

const SVG = 'http://www.w3.org/2000/svg';
const STAR_PATH = 'M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.3L12 17.1l-5.6 3 1.1-6.3L2.9 9.4l6.3-.9z';

/** One prebuilt `div.wrap > button.star > svg > path` per document, cloned for every button. */
const prototypes = new WeakMap<Document, HTMLDivElement>();

function prototypeFor(document: Document): HTMLDivElement {
  let wrap = prototypes.get(document);
  if (wrap) return wrap;
  wrap = document.createElement('div');
  wrap.className = 'wrap';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'star';
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', STAR_PATH);
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '1.8');
  path.setAttribute('stroke-linejoin', 'round');
  svg.append(path);
  button.append(svg);
  wrap.append(button);
  prototypes.set(document, wrap);
  return wrap;
}

/** Builds the button inside `parent` and returns how to update it. */
/** A note under the star (a confirmation or an error): its words and a Dismiss button, in the star's own root. */
function noteBox(
  document: Document,
  kind: 'saved' | 'error',
  dismissLabel: string,
  onDismiss: () => void,
): { element: HTMLDivElement; text: HTMLSpanElement } {
  const element = document.createElement('div');
  element.className = kind;
  element.setAttribute('role', kind === 'saved' ? 'status' : 'alert');
  const text = document.createElement('span');
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'dismiss';
  dismiss.textContent = dismissLabel;
  dismiss.addEventListener('click', onDismiss);
  element.append(text, dismiss);
  return { element, text };
}

function tooltip(t: ContentT, starred: boolean, detail: string | undefined): string {
  if (!detail) return starred ? t('tooltipUnstar') : t('tooltipStar');
  return starred ? t('tooltipStage', { stage: detail }) : `${detail}. ${t('tooltipStar')}`;
}

export function mountStarButton(parent: ParentNode, props: StarButtonProps): StarButtonView {
  const { t, job, onPress, onDismiss } = props;
  const document = (parent as Node).ownerDocument ?? (parent as Document);
  const wrap = prototypeFor(document).cloneNode(true) as HTMLDivElement;
  wrap.dir = props.dir;
  wrap.lang = props.lang;
  const button = wrap.firstChild as HTMLButtonElement;
  button.addEventListener('click', (event) => {
    // The button may sit inside a card that opens the job on click: this click is ours alone.
    event.preventDefault();
    event.stopPropagation();
    onPress(event, button);
  });

  let starred: boolean | undefined;
  let detail: string | undefined;
  let error: string | undefined;
  let alert: { element: HTMLDivElement; text: HTMLSpanElement } | null = null;
  let saved: { element: HTMLDivElement; text: HTMLSpanElement } | null = null;
  let savedTimer: ReturnType<typeof setTimeout> | undefined;

  function hideSaved(): void {
    clearTimeout(savedTimer);
    if (!saved) return;
    saved.element.hidden = true;
    saved.text.textContent = '';
  }

  function showSaved(): void {
    if (!saved) {
      saved = noteBox(document, 'saved', t('dismiss'), hideSaved);
      wrap.append(saved.element);
    }
    const { element, text } = saved;
    element.hidden = false;
    clearTimeout(savedTimer);
    // A live region speaks a change of its text, not its arrival: the words go in once it is in place.
    savedTimer = setTimeout(() => {
      text.textContent = t('saved');
      savedTimer = setTimeout(hideSaved, SAVED_MS);
    });
  }

  function showError(message: string | undefined): void {
    if (!message) {
      alert?.element.remove();
      alert = null;
      return;
    }
    if (!alert) {
      alert = noteBox(document, 'error', t('dismiss'), () => onDismiss());
      wrap.append(alert.element);
    }
    alert.text.textContent = message;
  }

  const view: StarButtonView = {
    update(state) {
      if (state.starred !== starred || state.detail !== detail) {
        if (!state.starred) hideSaved();
        starred = state.starred;
        detail = state.detail;
        button.setAttribute('aria-pressed', starred ? 'true' : 'false');
        const name = t(starred ? 'unstar' : 'star', job);
        button.setAttribute('aria-label', detail ? `${name} — ${detail}` : name);
        button.title = tooltip(t, starred, detail);
      }
      if (state.error !== error) {
        error = state.error;
        if (error) hideSaved();
        showError(error);
      }
    },
    confirmSaved: showSaved,
  };
  view.update(props);
  parent.append(wrap);
  return view;
}
