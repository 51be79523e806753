/**
 * Moving a job to a stage from the board or the list, its refusal in plain words. Each move is its own act: a
 * card shows in its new column at once (issue 36), so a second card may be moved while the first is still on
 * its way, and must not be dropped for it.
 */
import { useSignal } from '@preact/signals';
import { send } from '../../../messaging/send';
import type { Stage } from '../../../model/application';
import { describeError, type ErrorText } from '../../shared/error-text';
import { idleAfterNextFrame } from '../first-section';

/**
 * Once the frame that draws the card where it goes is shown and the page is idle (at most IDLE_AT_MOST_MS later):
 * sending the move (its check and the message, 5–6 ms) went before that frame's own follow-up, the focus on the
 * moved card, and held it (issue 36). A page that is hidden or closed meanwhile draws no more frames: the move
 * goes at once then, so it is never left behind.
 */
const whenDrawn = () =>
  new Promise<void>((resolve) => {
    const go = () => {
      removeEventListener('pagehide', go);
      document.removeEventListener('visibilitychange', hidden);
      resolve();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') go();
    };
    addEventListener('pagehide', go);
    document.addEventListener('visibilitychange', hidden);
    idleAfterNextFrame(go);
  });

export function useMove() {
  const error = useSignal<ErrorText | undefined>(undefined);
  return {
    get error() {
      return error.value;
    },
    /** Resolves true when the move went through; false when it was refused (the refusal is in `error`). */
    run: async (jobId: string, stage: Stage): Promise<boolean> => {
      error.value = undefined;
      await whenDrawn();
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
