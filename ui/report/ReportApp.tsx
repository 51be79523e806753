/**
 * Proof of applications (issue 32): a page laid out for print (the browser's own Print saves it as PDF) listing
 * every application applied for in a period — preset or from/to — with its company, title, link, the day applied,
 * how it was found, and its current stage and since when; the same rows as a CSV. English or Hebrew (right to
 * left), chosen on the page: the office it is for may read another language than the browser's.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { applyLanguage, type Lang } from '../../i18n/index';
import { recordsT } from '../../i18n/records';
import { stageName } from '../../i18n/stages';
import { reportCsv, reportRows } from '../../storage/applications';
import { starredApplications } from '../../storage/queries';
import { download } from '../shared/download';
import { useAccount, useAccountDb, useAccountQuery } from '../shared/live';
import { withPosting } from '../shared/posting-link';
import { TextField } from '../shared/TextField';
import { customPeriod, type Period, PRESETS, type Preset, presetPeriod } from './period';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const HEADERS = ['col.company', 'col.title', 'col.link', 'col.applied', 'col.how', 'col.stage', 'col.since'] as const;
const LANGS: readonly { lang: Lang; name: string }[] = [
  { lang: 'en', name: 'English' },
  { lang: 'he', name: 'עברית' },
];

export function ReportApp({ initialLang }: { initialLang: Lang }): JSX.Element {
  const lang = useSignal<Lang>(initialLang);
  const t = recordsT(lang.value);
  const preset = useSignal<Preset>('last30');
  const days = useSignal({ from: '', to: '' });
  const db = useAccountDb(useAccount().value);
  const found = useAccountQuery(db, (db) => starredApplications(db), []).value;

  const custom = preset.value === 'custom' ? customPeriod(days.value.from, days.value.to, zone()) : undefined;
  const period: Period | undefined =
    preset.value === 'custom'
      ? custom?.ok
        ? custom.period
        : undefined
      : presetPeriod(preset.value, new Date(), zone());
  const rows =
    period && found ? reportRows(found, period.from, period.to).map((row) => withPosting(row, lang.value)) : [];
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(lang.value, { day: 'numeric', month: 'long', year: 'numeric' });
  const shownDay = (isoDay: string) => day(`${isoDay}T12:00:00`);
  const customError = (field: 'from' | 'to') =>
    days.value.from && days.value.to && custom && !custom.ok && custom.field === field
      ? t(`error.${custom.error}`)
      : undefined;

  const setLang = (next: Lang) => {
    lang.value = next;
    applyLanguage(document.documentElement, next);
    document.title = recordsT(next)('reportTitle');
  };
  const saveCsv = () => {
    const csv = reportCsv(
      rows,
      HEADERS.map((key) => t(key)),
      day,
      (stage) => stageName(stage, lang.value),
    );
    download(csv, 'text/csv;charset=utf-8', `jobstar-applications-${period!.firstDay}-${period!.lastDay}.csv`);
  };

  return (
    <main class="report">
      <h1>{t('reportTitle')}</h1>
      <p class="report-intro no-print">{t('reportIntro')}</p>
      <form class="report-controls no-print" onSubmit={(event) => event.preventDefault()}>
        <div class="field">
          <label for="report-lang">Language / שפה</label>
          <select id="report-lang" value={lang.value} onChange={(event) => setLang(event.currentTarget.value as Lang)}>
            {LANGS.map((option) => (
              <option key={option.lang} value={option.lang} lang={option.lang}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>{t('period')}</legend>
          {PRESETS.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="report-period"
                value={option}
                checked={preset.value === option}
                onChange={() => {
                  preset.value = option;
                }}
              />
              {t(`preset.${option}`)}
            </label>
          ))}
        </fieldset>
        {preset.value === 'custom' && (
          <div class="report-days">
            <TextField
              id="report-from"
              type="date"
              label={t('from')}
              value={days.value.from}
              error={customError('from')}
              onInput={(value) => {
                days.value = { ...days.value, from: value };
              }}
            />
            <TextField
              id="report-to"
              type="date"
              label={t('to')}
              value={days.value.to}
              error={customError('to')}
              onInput={(value) => {
                days.value = { ...days.value, to: value };
              }}
            />
          </div>
        )}
        <div class="form-actions">
          <button type="button" class="primary" disabled={!period || found === undefined} onClick={saveCsv}>
            {t('downloadCsv')}
          </button>
          <button type="button" disabled={!period} onClick={() => window.print()}>
            {t('print')}
          </button>
        </div>
      </form>
      {period && (
        <section aria-labelledby="report-period">
          <h2 id="report-period">
            {t('reportPeriod', { from: shownDay(period.firstDay), to: shownDay(period.lastDay) })}
          </h2>
          <p role="status" data-testid="report-count">
            {found === undefined ? '…' : rows.length === 0 ? t('reportNone') : t('reportCount', { n: rows.length })}
          </p>
          {rows.length > 0 && (
            <table class="report-table">
              <thead>
                <tr>
                  {HEADERS.map((key) => (
                    <th key={key} scope="col">
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.jobId}>
                    <td dir="auto">{row.company}</td>
                    <td dir="auto">{row.title}</td>
                    <td class="report-link">
                      {row.url && (
                        <a href={row.url} dir="ltr">
                          {row.url}
                        </a>
                      )}
                    </td>
                    <td>
                      <time dateTime={row.appliedAt}>{day(row.appliedAt)}</time>
                    </td>
                    <td dir="auto">{row.foundVia}</td>
                    <td>{stageName(row.stage, lang.value)}</td>
                    <td>
                      <time dateTime={row.movedAt}>{day(row.movedAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p class="report-made">{t('madeOn', { date: day(new Date().toISOString()) })}</p>
        </section>
      )}
    </main>
  );
}
