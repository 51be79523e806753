/**
 * One act a form runs (save, create, sign in, import…): its busy state, its result and its failure in
 * plain words, so every form behaves alike — one act at a time, the old failure cleared when it starts.
 *
 * Usage: `const save = useAction((profile) => send({ type: 'profile.patch', profile }));`
 * then `save.run(profile)`, `save.busy`, `save.error` (an `ErrorText`), `save.result`.
 */
import { useSignal } from '@preact/signals';
import { describeError, type ErrorText } from './error-text';

export interface Action<A extends unknown[], R> {
  readonly busy: boolean;
  readonly error: ErrorText | undefined;
  readonly result: R | undefined;
  /** The last run succeeded (and nothing was edited since). */
  readonly done: boolean;
  /** Resolves true when the act succeeded; false when it failed (the failure is in `error`) or one was running. */
  run: (...args: A) => Promise<boolean>;
  /** Forgets the last result and failure (the user edited the form again). */
  reset: () => void;
}

export function useAction<A extends unknown[], R>(act: (...args: A) => Promise<R>): Action<A, R> {
  const busy = useSignal(false);
  const error = useSignal<ErrorText | undefined>(undefined);
  const result = useSignal<R | undefined>(undefined);
  const done = useSignal(false);
  return {
    get busy() {
      return busy.value;
    },
    get error() {
      return error.value;
    },
    get result() {
      return result.value;
    },
    get done() {
      return done.value;
    },
    run: async (...args: A) => {
      if (busy.value) return false;
      busy.value = true;
      error.value = undefined;
      result.value = undefined;
      done.value = false;
      try {
        const value = await act(...args);
        result.value = value;
        done.value = true;
        return true;
      } catch (caught) {
        error.value = describeError(caught);
        return false;
      } finally {
        busy.value = false;
      }
    },
    reset: () => {
      error.value = undefined;
      result.value = undefined;
      done.value = false;
    },
  };
}
