/**
 * Where applications live, said on the board only while it is true: nothing once they are kept on the service, nor
 * while the person is asked (the question above the board says it); the person's own choice when they said no;
 * otherwise (a seed-only service, signed out, not yet known) that the service has no place for them.
 */
import type { ShareState } from '../../shared/ShareApplications';

export const honestyOf = (share: ShareState): 'honesty' | 'honestyChosen' | undefined =>
  share === 'yes' || share === 'ask' ? undefined : share === 'no' ? 'honestyChosen' : 'honesty';
