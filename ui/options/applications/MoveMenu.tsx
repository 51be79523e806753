/**
 * "Move to…" on a card: a menu button (WAI-ARIA menu pattern). Enter, Space or the down arrow opens it on the
 * first other stage; the arrows, Home and End move; Enter picks; Escape or Tab closes and focus returns to the
 * button. Drag is never the only way.
 */
import { signal, useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { stageName } from '../../../i18n/stages';
import { STAGES, type Stage } from '../../../model/application';

/**
 * The menu whose job just moved: its card is drawn anew in another column, and that card's button takes the
 * focus back, so a keyboard user stays on the job they moved.
 */
const focusAfterMove = signal<string | undefined>(undefined);

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
    button.current?.focus();
  }, []);

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
    close(true);
    focusAfterMove.value = jobId;
    onMove(choice);
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
