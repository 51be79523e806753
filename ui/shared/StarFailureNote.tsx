/** Says that a star or unstar did not happen, which job it was, why, and offers to try again. */
import type { JSX } from 'preact';
import { sharedT } from '../../i18n/shared';
import { ErrorNote } from './ErrorNote';
import { setStar, starFailure } from './star';

export function StarFailureNote(): JSX.Element | null {
  const t = sharedT();
  const failure = starFailure.value;
  if (!failure) return null;
  const job = failure.ref.title ?? failure.ref.jobId;
  return (
    <div class="star-failure notice error">
      <ErrorNote
        error={failure.error}
        class=""
        lead={(text) => t(failure.starred ? 'starFailed' : 'unstarFailed', { job, reason: text })}
      />
      <div class="form-actions">
        <button type="button" onClick={() => setStar(failure.ref, failure.starred)}>
          {t('retry')}
        </button>
        <button
          type="button"
          class="link-button"
          onClick={() => {
            starFailure.value = undefined;
          }}
        >
          {t('dismiss')}
        </button>
      </div>
    </div>
  );
}
