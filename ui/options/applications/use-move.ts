/** Moving a job to a stage from the board or the list: one act, its refusal in plain words. */
import { send } from '../../../messaging/send';
import type { Stage } from '../../../model/application';
import { useAction } from '../../shared/use-action';

export const useMove = () =>
  useAction((jobId: string, stage: Stage) => send({ type: 'application.setStage', jobId, stage }));
