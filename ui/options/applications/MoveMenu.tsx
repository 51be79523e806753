/**
 * "Move to…" on a card: a menu button (WAI-ARIA menu pattern). Enter, Space or the down arrow opens it on the
 * first other stage; the arrows, Home and End move; Enter picks; Escape or Tab closes and focus returns to the
 * button. Drag is never the only way. The menu is a popover, drawn in the page's top layer at the button, so no
 * scrolling box clips it; it opens below the button, or above when the window has no room below.
 */
import { signal, useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { stageName } from '../../../i18n/stages';
import { STAGES, type Stage } from '../../../model/application';
import { whenIdle } from '../first-section';

/**
 * The menu whose job just moved: its card is drawn anew in another column, and that card's button takes the
 * focus back, so a keyboard user stays on the job they moved.
 */
const focusAfterMove = signal<string | undefined>(undefined);

/** Room kept between the menu and the window's edges, and between the menu and its button. */
const EDGE_PX = 8;
const GAP_PX = 4;

/** Puts the menu by its button: below it, or above when it does not fit below; aligned on the reading start edge. */
function place(button: HTMLElement, menu: HTMLElement): void {
  const at = button.getBoundingClientRect();
  const size = menu.getBoundingClientRect();
  const fitsBelow = at.bottom + GAP_PX + size.height <= window.innerHeight - EDGE_PX;
  const below = fitsBelow || at.top - GAP_PX - size.height < EDGE_PX;
  const top = below ? at.bottom + GAP_PX : at.top - GAP_PX - size.height;
  const rtl = getComputedStyle(button).direction === 'rtl';
  const wanted = rtl ? at.right - size.width : at.left;
  const left = Math.max(EDGE_PX, Math.min(wanted, window.innerWidth - size.width - EDGE_PX));
  menu.style.top = `${Math.max(EDGE_PX, top)}px`;
  menu.style.left = `${left}px`;
  menu.dataset.side = below ? 'below' : 'above';
}

export interface MoveMenuProps {
  jobId: string;
  title: string;
  stage: Stage;
  lang: Lang;
  onMove: (stage: Stage) => void;
}

export function MoveMenu({ jobId, title, stage, lang, onMove }: MoveMenuProps): JSX.Element {
  const t = boardT(lang);
  const open = useSignal(false);
  const active = useSignal(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const choices = STAGES.filter((option) => option !== stage);
  const id = `move-${jobId}`;

  useEffect(() => {
    if (focusAfterMove.value !== jobId) return;
    focusAfterMove.value = undefined;
    // Once the page is idle: focusing lays out and scrolls (4–5 ms), and went before the frame's own follow-up.
    whenIdle(() => button.current?.focus());
  }, []);

  useLayoutEffect(() => {
    const list = menu.current;
    if (!open.value || !list || !button.current) return;
    list.showPopover?.();
    const follow = () => button.current && place(button.current, list);
    follow();
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open.value]);

  useEffect(() => {
    if (open.value) menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active.value]?.focus();
  }, [open.value, active.value]);

  const show = (index: number) => {
    active.value = (index + choices.length) % choices.length;
    open.value = true;
  };
  const close = (refocus: boolean) => {
    open.value = false;
    if (refocus) button.current?.focus();
  };
  const pick = (choice: Stage) => {
    // The picked item lets the focus go now, while the page's style is clean, not as its card leaves the page,
    // which made the browser restyle and lay out inside the move's task (issue 36).
    if (menu.current?.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
    close(false);
    focusAfterMove.value = jobId;
    onMove(choice);
    // After the move's render: a card drawn anew in another column takes the focus as it mounts; one left in its
    // place (the list's row, a move within Closed) takes it here. Focusing a button about to leave the page cost
    // a style recalculation in the move's frame (issue 36).
    queueMicrotask(() => {
      if (!button.current?.isConnected) return;
      focusAfterMove.value = undefined;
      button.current.focus();
    });
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => show(active.value + 1),
      ArrowUp: () => show(active.value - 1),
      Home: () => show(0),
      End: () => show(choices.length - 1),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') return close(false);
    const run = keys[event.key];
    if (!run) return;
    event.preventDefault();
    event.stopPropagation();
    run();
  };

  return (
    <div class="move-menu">
      <button
        type="button"
        ref={button}
        id={`${id}-button`}
        class="move-button"
        aria-haspopup="menu"
        aria-expanded={open.value}
        aria-controls={open.value ? `${id}-menu` : undefined}
        aria-label={t('moveToOf', { title })}
        onClick={() => (open.value ? close(false) : show(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show(event.key === 'ArrowDown' ? 0 : choices.length - 1);
          }
        }}
      >
        {t('moveTo')}
      </button>
      {open.value && (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          popover="manual"
          aria-labelledby={`${id}-button`}
          class="move-list"
          onKeyDown={onMenuKey}
          onFocusOut={(event) => {
            if (!menu.current?.contains(event.relatedTarget as Node | null)) open.value = false;
          }}
        >
          {choices.map((choice, index) => (
            <button
              key={choice}
              type="button"
              role="menuitem"
              tabIndex={index === active.value ? 0 : -1}
              onClick={() => pick(choice)}
            >
              {stageName(choice, lang)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
