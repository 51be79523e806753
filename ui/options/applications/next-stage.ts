/**
 * The stage "Record a move" offers first: the one after the current stage in the order people move through
 * them (Saved → Applied → Interviewing → Offer); from Offer or a closed stage, which have no natural next,
 * the first stage that is not the current one.
 */
import { isClosed, STAGES, type Stage } from '../../../model/stages';

export function nextStage(current: Stage): Stage {
  const next = STAGES[STAGES.indexOf(current) + 1];
  if (next && !isClosed(current) && current !== 'offer') return next;
  return STAGES.find((stage) => stage !== current) ?? 'applied';
}
