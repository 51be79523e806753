/** The same application on other sites (linked from the star's "seen before"), each with Unlink. */
import type { JSX } from 'preact';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { send } from '../../../messaging/send';
import { applicationHash } from '../../../model/application';
import { ErrorNote } from '../../shared/ErrorNote';
import { useAction } from '../../shared/use-action';
import type { Entry } from './entries';

export interface LinkedJobsProps {
  jobId: string;
  linked: readonly string[];
  /** Every starred job's entry, to name the linked ones. */
  byId: ReadonlyMap<string, Entry>;
  lang: Lang;
}

export function LinkedJobs({ jobId, linked, byId, lang }: LinkedJobsProps): JSX.Element {
  const t = boardT(lang);
  const unlink = useAction((otherJobId: string) => send({ type: 'application.unlink', jobId, otherJobId }));
  if (linked.length === 0) return <p class="hint">{t('linkedNone')}</p>;
  return (
    <>
      <ul class="app-linked">
        {linked.map((other) => {
          const title = byId.get(other)?.title ?? other;
          return (
            <li key={other}>
              <a dir="auto" href={applicationHash(other)}>
                {title}
              </a>{' '}
              <button
                type="button"
                class="link-button"
                disabled={unlink.busy}
                aria-label={t('unlinkOf', { title })}
                onClick={() => unlink.run(other)}
              >
                {t('unlink')}
              </button>
            </li>
          );
        })}
      </ul>
      <ErrorNote error={unlink.error} />
    </>
  );
}
