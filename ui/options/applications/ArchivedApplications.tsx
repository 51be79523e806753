/**
 * The board's Archived place (issue 31): applications whose job was unstarred on another device, kept here with
 * their stages and notes until the person deletes them. Starring the job again puts the application back in place.
 */
import type { JSX } from 'preact';
import type { Lang } from '../../../i18n/index';
import { optionsT } from '../../../i18n/options';
import { shareT } from '../../../i18n/share';
import { stageName } from '../../../i18n/stages';
import { send } from '../../../messaging/send';
import { archivedApplications } from '../../../storage/applications';
import type { AccountDb } from '../../../storage/db';
import { formatDay } from '../../shared/intl-format';
import { useAccountQuery } from '../../shared/live';
import { ConfirmButton } from '../ConfirmButton';

async function archived(db: AccountDb) {
  const rows = await archivedApplications(db);
  const records = await db.records.bulkGet(rows.map((row) => row.jobId));
  return rows.map((row, index) => {
    const facts = records[index]?.record.facts?.value;
    const job = [facts?.title, facts?.company].filter(Boolean).join(' · ') || row.jobId;
    return { row, job };
  });
}

export function ArchivedApplications({ db, lang }: { db: AccountDb | undefined; lang: Lang }): JSX.Element | null {
  const t = shareT(lang);
  const o = optionsT(lang);
  const list = useAccountQuery(db, archived, []);
  if (!list.value || list.value.length === 0) return null;
  return (
    <section class="archived-applications" aria-labelledby="archived-title">
      <h2 id="archived-title">{t('archivedTitle')}</h2>
      <p>{t('archivedIntro')}</p>
      <ul>
        {list.value.map(({ row, job }) => (
          <li key={row.jobId}>
            <span>{job}</span> — <span>{stageName(row.stage, lang)}</span>{' '}
            <small>{t('archivedWhen', { when: formatDay(row.archivedAt ?? row.updatedAt, lang) })}</small>{' '}
            <ConfirmButton
              id={`archived-${row.jobId}`}
              label={t('delete')}
              question={t('deleteConfirm', { job })}
              yes={t('delete')}
              cancel={o('cancel')}
              onConfirm={() => send({ type: 'application.deleteArchived', jobId: row.jobId })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
