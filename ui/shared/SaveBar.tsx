/**
 * The foot of a form that saves the profile: the submit button and one status line (fix the errors /
 * waiting to sync / saved), what the service changed beside it, then the failure, if any. Shared by the
 * profile form and the digest schedule.
 */
import type { ComponentChildren, JSX } from 'preact';
import { sharedT } from '../../i18n/shared';
import { ErrorNote } from './ErrorNote';
import type { ErrorText } from './error-text';

export type SaveState = 'fixErrors' | 'savedPending' | 'savedLocal' | 'savedSynced';

/**
 * What the status line says: errors first, then a save still in the outbox, then a confirmed save. Signed out,
 * a save waits for sign-in, not for the service: it says so, calmly.
 */
export const saveState = (
  hasErrors: boolean,
  dirty: boolean,
  saved: boolean,
  signedOut = false,
): SaveState | undefined =>
  hasErrors ? 'fixErrors' : dirty ? (signedOut ? 'savedLocal' : 'savedPending') : saved ? 'savedSynced' : undefined;

export interface SaveBarProps {
  saving: boolean;
  label: string;
  /** The status line's state; worded here. */
  state: SaveState | undefined;
  failure?: ErrorText;
  /** Notes that belong beside the status (what the service changed). */
  children?: ComponentChildren;
}

export function SaveBar({ saving, label, state, failure, children }: SaveBarProps): JSX.Element {
  const t = sharedT();
  return (
    <>
      <div class="form-actions">
        <button type="submit" class="primary" disabled={saving}>
          {saving ? t('saving') : label}
        </button>
        <span class="save-state" role="status">
          {state ? t(state) : ''}
        </span>
      </div>
      {children}
      <ErrorNote error={failure} class="notice error" lead={(text) => t('saveFailed', { message: text })} />
    </>
  );
}
