/** The star as a toggle button: aria-pressed, and a name that says what pressing it does. */
import type { JSX } from 'preact';
import { popupT } from '../../i18n/popup';

const t = popupT();

export interface StarToggleProps {
  starred: boolean;
  onToggle: (starred: boolean) => void;
  /** Added to the accessible name so each row's star is told apart ("Star job: Data Engineer at Acme"). */
  title?: string;
  company?: string;
  disabled?: boolean;
}

export function StarToggle({ starred, onToggle, title, company, disabled }: StarToggleProps): JSX.Element {
  const name = starred ? t('unstarJob') : t('starJob');
  const job = title && company ? t('jobAt', { title, company }) : title;
  return (
    <button
      type="button"
      class={starred ? 'star-toggle on' : 'star-toggle'}
      aria-pressed={starred}
      aria-label={job ? `${name}: ${job}` : name}
      title={name}
      disabled={disabled}
      onClick={() => onToggle(!starred)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
      </svg>
    </button>
  );
}
