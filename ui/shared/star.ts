/**
 * The one way a page stars or unstars a job: through the background (which writes the database; the
 * lists re-render from it), and a failure is shown to the user by `StarFailure` instead of being lost in
 * the console. One failure is shown at a time: the latest is the one that matters.
 */
import { signal } from '@preact/signals';
import type { JobRef } from '../../api/job-ref';
import { send } from '../../messaging/send';
import type { SavedRow } from '../../storage/db';
import { describeError, type ErrorText } from './error-text';

export interface StarFailure {
  starred: boolean;
  ref: JobRef;
  error: ErrorText;
}

/** The last star or unstar that failed, until it is dismissed or retried. */
export const starFailure = signal<StarFailure | undefined>(undefined);

/** Resolves true once the background holds the new state. */
export async function setStar(ref: JobRef, starred: boolean): Promise<boolean> {
  try {
    await send({ type: 'star.set', ref, starred });
    if (starFailure.value?.ref.jobId === ref.jobId) starFailure.value = undefined;
    return true;
  } catch (error) {
    starFailure.value = { ref, starred, error: describeError(error) };
    return false;
  }
}

/**
 * Undo of an unstar: the star comes back as the list held it (its facts, listing and times), in its place. A
 * failure is shown like a star's, its retry an ordinary star.
 */
export async function restoreStar(row: SavedRow, ref: JobRef): Promise<boolean> {
  const { jobId, page, listing, hydratedAt, savedAt, starredAt } = row;
  try {
    await send({ type: 'star.restore', jobId, page, listing, hydratedAt, savedAt, starredAt });
    if (starFailure.value?.ref.jobId === jobId) starFailure.value = undefined;
    return true;
  } catch (error) {
    starFailure.value = { ref, starred: true, error: describeError(error) };
    return false;
  }
}
