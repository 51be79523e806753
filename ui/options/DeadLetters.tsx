/**
 * The changes the service refused (DESIGN §4 rule 6: another 4xx is never retried blindly nor lost): what
 * each was, the service's own message (or, for the account's cap, the extension's words) and field errors, and
 * Retry or Discard.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { alertChangesT } from '../../i18n/alert-changes';
import { wordError } from '../../i18n/errors';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import type { AccountDb, DeadLetterRow } from '../../storage/db';
import { ErrorNote } from '../shared/ErrorNote';
import { filterInWords } from '../shared/filter-in-words';
import { formatDayTime } from '../shared/intl-format';
import { useAccountQuery } from '../shared/live';
import { useAction } from '../shared/use-action';

interface Letter {
  row: DeadLetterRow & { id: number };
  what: string;
}

async function describeLetters(db: AccountDb, lang: Lang): Promise<Letter[]> {
  const t = optionsT(lang);
  const rows = (await db.deadLetters.toArray()).filter(
    (row): row is DeadLetterRow & { id: number } => row.id !== undefined,
  );
  rows.sort((a, b) => b.failedAt - a.failedAt);
  return Promise.all(
    rows.map(async (row): Promise<Letter> => {
      switch (row.kind) {
        case 'star':
        case 'unstar':
        case 'record': {
          const saved = await db.saved.get(row.jobId);
          const job = saved?.page?.title ?? saved?.listing?.title ?? row.jobId;
          return { row, what: t(`dead.${row.kind}`, { job }) };
        }
        case 'profile':
          return { row, what: t('dead.profile') };
        case 'alert': {
          const alert = await db.alerts.get(row.alertLocalId);
          return {
            row,
            what: t('dead.alert', { filter: alert ? filterInWords(alert.filter, lang) : row.alertLocalId }),
          };
        }
        case 'alert-active':
        case 'alert-delete': {
          const alert = await db.alerts.get(row.alertLocalId);
          const filter = alert ? filterInWords(alert.filter, lang) : row.alertLocalId;
          const kind = row.kind === 'alert-delete' ? 'dead.delete' : row.active ? 'dead.resume' : 'dead.pause';
          return { row, what: alertChangesT(lang)(kind, { filter }) };
        }
      }
    }),
  );
}

export function DeadLetters({ db, lang }: { db: AccountDb | undefined; lang: Lang }): JSX.Element {
  const t = optionsT(lang);
  const letters = useAccountQuery(db, (database) => describeLetters(database, lang), [lang]);
  const actingOn = useSignal<number | undefined>(undefined);
  const action = useAction((type: 'deadLetter.retry' | 'deadLetter.discard', id: number) => send({ type, id }));

  const act = (type: 'deadLetter.retry' | 'deadLetter.discard', id: number) => {
    actingOn.value = id;
    return action.run(type, id);
  };
  const busy = (id: number) => action.busy && actingOn.value === id;

  const list = letters.value ?? [];
  return (
    <section class="dead-letters" aria-labelledby="dead-title">
      <h3 id="dead-title">{t('deadTitle')}</h3>
      <p class="hint">{t('deadIntro')}</p>
      {letters.value !== undefined && list.length === 0 && <p class="empty">{t('deadEmpty')}</p>}
      {list.length > 0 && (
        <ul class="dead-list">
          {list.map(({ row, what }) => (
            <li key={row.id} class="dead-letter" aria-labelledby={`dead-${row.id}-what`}>
              <p id={`dead-${row.id}-what`} class="dead-what">
                {what}
              </p>
              <p class="dead-message">
                {row.status !== undefined && <span class="badge">{t('deadStatus', { status: row.status })}</span>}{' '}
                {row.words ? wordError(row.words, lang) : row.message}
              </p>
              {row.fieldErrors.length > 0 && (
                <ul class="dead-fields">
                  {row.fieldErrors.map((error) => (
                    <li key={`${error.path}:${error.message}`}>
                      {error.path ? <code>{error.path}</code> : null} {error.message}
                    </li>
                  ))}
                </ul>
              )}
              <p class="hint">
                {t('deadWhen', {
                  when: formatDayTime(row.failedAt, lang),
                })}
              </p>
              <div class="form-actions">
                <button
                  type="button"
                  disabled={busy(row.id)}
                  aria-describedby={`dead-${row.id}-what`}
                  onClick={() => act('deadLetter.retry', row.id)}
                >
                  {t('retry')}
                </button>
                <button
                  type="button"
                  class="danger"
                  disabled={busy(row.id)}
                  aria-describedby={`dead-${row.id}-what`}
                  onClick={() => act('deadLetter.discard', row.id)}
                >
                  {t('discard')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ErrorNote error={action.error} class="notice error" lead={(text) => t('actionFailed', { message: text })} />
    </section>
  );
}
