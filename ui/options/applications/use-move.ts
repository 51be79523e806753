/**
 * Moving a job to a stage from the board or the list, its refusal in plain words. Each move is its own act: a
 * card shows in its new column at once (issue 36), so a second card may be moved while the first is still on
 * its way, and must not be dropped for it.
 */
import { useSignal } from '@preact/signals';
import { send } from '../../../messaging/send';
import type { Stage } from '../../../model/application';
import { describeError, type ErrorText } from '../../shared/error-text';

/** After the next frame: a move is sent once its card is drawn where it goes, not before (issue 36). */
const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

export function useMove() {
  const error = useSignal<ErrorText | undefined>(undefined);
  return {
    get error() {
      return error.value;
    },
    /** Resolves true when the move went through; false when it was refused (the refusal is in `error`). */
    run: async (jobId: string, stage: Stage): Promise<boolean> => {
      error.value = undefined;
      await afterFrame();
      try {
        await send({ type: 'application.setStage', jobId, stage });
        return true;
      } catch (caught) {
        error.value = describeError(caught);
        return false;
      }
    },
  };
}
