/**
 * The star toggle on job pages. Stateless: its host (sites/star-host.ts) owns the state, so a star made
 * anywhere re-renders every button of that job, and a click re-renders in the same frame.
 */
import type { ContentT } from '../i18n/content';

export interface StarButtonProps {
  starred: boolean;
  /** Why the last star did not save; shown until dismissed or the next press. */
  error?: string;
  t: ContentT;
  dir: 'ltr' | 'rtl';
  lang: string;
  onPress(event: MouseEvent, button: HTMLButtonElement): void;
  onDismiss(): void;
}

export function StarButton({ starred, error, t, dir, lang, onPress, onDismiss }: StarButtonProps) {
  return (
    <div class="wrap" dir={dir} lang={lang}>
      <button
        type="button"
        class="star"
        aria-pressed={starred ? 'true' : 'false'}
        aria-label={starred ? t('unstar') : t('star')}
        title={starred ? t('tooltipUnstar') : t('tooltipStar')}
        onClick={(event) => {
          // The button may sit inside a card that opens the job on click: this click is ours alone.
          event.preventDefault();
          event.stopPropagation();
          onPress(event, event.currentTarget);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.3L12 17.1l-5.6 3 1.1-6.3L2.9 9.4l6.3-.9z"
            fill="none"
            stroke="currentColor"
            stroke-width="1.8"
            stroke-linejoin="round"
          />
        </svg>
      </button>
      {error ? (
        <div class="error" role="alert">
          <span>{error}</span>
          <button type="button" class="dismiss" onClick={onDismiss}>
            {t('dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
