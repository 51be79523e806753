/**
 * The foot of a form that saves the profile: the submit button and one status line (fix the errors /
 * waiting to sync / saved), then the failure, if any. Shared by the profile form and the digest schedule.
 */
import type { JSX } from 'preact';

export type SaveState = 'fixErrors' | 'savedPending' | 'savedSynced';

/** What the status line says: errors first, then a save still in the outbox, then a confirmed save. */
export const saveState = (hasErrors: boolean, dirty: boolean, saved: boolean): SaveState | undefined =>
  hasErrors ? 'fixErrors' : dirty ? 'savedPending' : saved ? 'savedSynced' : undefined;

export interface SaveBarProps {
  saving: boolean;
  label: string;
  savingLabel: string;
  /** The status line's text, already translated. */
  state: string;
  failure?: string;
}

export function SaveBar({ saving, label, savingLabel, state, failure }: SaveBarProps): JSX.Element {
  return (
    <>
      <div class="form-actions">
        <button type="submit" class="primary" disabled={saving}>
          {saving ? savingLabel : label}
        </button>
        <span class="save-state" role="status">
          {state}
        </span>
      </div>
      {failure && (
        <p class="notice error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
