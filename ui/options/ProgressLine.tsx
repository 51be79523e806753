/**
 * How far a long act of "Your data" is (issue 36): a bar and its words, the words also said by a screen reader
 * (a polite live region; the bar itself is a progressbar). With no total yet, the bar is indeterminate.
 */
import type { JSX } from 'preact';

export interface ProgressState {
  label: string;
  done?: number;
  total?: number;
}

export function ProgressLine({ id, state }: { id: string; state: ProgressState }): JSX.Element {
  const known = state.total !== undefined && state.total > 0;
  return (
    <div class="progress-line" data-testid={id}>
      <progress
        aria-labelledby={`${id}-label`}
        value={known ? state.done : undefined}
        max={known ? state.total : undefined}
      />
      <span id={`${id}-label`} role="status">
        {state.label}
      </span>
    </div>
  );
}
