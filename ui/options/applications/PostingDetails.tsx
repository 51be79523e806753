/**
 * A starred job's posting as it was (issue 32), in its details: the copy kept when it was starred, when it was
 * kept, when the page was seen to say something else, and when the job was noticed taken down. Read from this
 * browser's database only.
 */
import type { JSX } from 'preact';
import type { Lang } from '../../../i18n/index';
import { postingDay, postingT } from '../../../i18n/posting';
import { postingOf } from '../../../storage/queries';
import { useAccount, useAccountDb, useAccountQuery } from '../../shared/live';
import { PostingText } from '../../shared/PostingText';

export interface PostingDetailsProps {
  jobId: string;
  /** When jobstar noticed the job taken down (its saved row). */
  takenDownAt: string | undefined;
  lang: Lang;
}

export function PostingDetails({ jobId, takenDownAt, lang }: PostingDetailsProps): JSX.Element {
  const t = postingT(lang);
  const db = useAccountDb(useAccount().value);
  const posting = useAccountQuery(db, (db) => postingOf(db, jobId).then((row) => row ?? null), [jobId]).value;
  return (
    <section class="posting" aria-labelledby="posting-heading">
      <h3 id="posting-heading">{t('heading')}</h3>
      {takenDownAt && (
        <p class="notice posting-taken-down">{t('takenDownOn', { date: postingDay(takenDownAt, lang) })}</p>
      )}
      {posting === null && <p class="posting-note">{t('none')}</p>}
      {posting && (
        <>
          <p class="posting-note">{t('keptOn', { date: postingDay(posting.keptAt, lang) })}</p>
          {posting.changedAt && (
            <p class="notice posting-changed">{t('changedOn', { date: postingDay(posting.changedAt, lang) })}</p>
          )}
          <PostingText nodes={posting.nodes} />
          {posting.cut && <p class="posting-note">{t('cut')}</p>}
        </>
      )}
    </section>
  );
}
