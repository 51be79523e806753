/**
 * The digest schedule's fields (§2.2): how often, and for daily and weekly the time, the zone and, for
 * weekly, the weekday (Monday first, Monday = 0). One set for the popup's profile and the options page;
 * each form keeps its own draft and save, and checks it with `checkSchedule`.
 */
import { Info } from 'luxon';
import type { JSX } from 'preact';
import { CADENCES } from '../../api/contract';
import type { Lang } from '../../i18n/index';
import { sharedT } from '../../i18n/shared';
import type { ScheduleDraft, ScheduleErrors } from './schedule';
import { TextField } from './TextField';
import { TimeZonePicker } from './TimeZonePicker';

export interface DigestFieldsProps {
  /** Ids are `<idPrefix>-cadence`, `-day`, `-time`, `-zone`. */
  idPrefix: string;
  value: ScheduleDraft;
  errors: ScheduleErrors;
  onChange: (patch: Partial<ScheduleDraft>) => void;
  lang: Lang;
}

export function DigestFields({ idPrefix, value, errors, onChange, lang }: DigestFieldsProps): JSX.Element {
  const t = sharedT(lang);
  const id = (part: string) => `${idPrefix}-${part}`;
  return (
    <>
      <fieldset class="field choice-group" aria-describedby={id('cadence-hint')}>
        <legend class="label">{t('cadence')}</legend>
        <div class="choices">
          {CADENCES.map((cadence) => (
            <label key={cadence} class="choice">
              <input
                type="radio"
                name={id('cadence')}
                value={cadence}
                checked={value.cadence === cadence}
                onChange={() => onChange({ cadence })}
              />
              {t(`cadence.${cadence}`)}
            </label>
          ))}
        </div>
        <span id={id('cadence-hint')} class="hint">
          {t(`cadenceHint.${value.cadence}`)}
        </span>
      </fieldset>
      {value.cadence !== 'instant' && (
        <div class="schedule-fields">
          {value.cadence === 'weekly' && (
            <div class="field">
              <label for={id('day')}>{t('digestDay')}</label>
              <select
                id={id('day')}
                value={String(value.digest_day)}
                onChange={(event) => onChange({ digest_day: Number(event.currentTarget.value) })}
              >
                {Info.weekdays('long', { locale: lang }).map((name, day) => (
                  <option key={name} value={String(day)}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <TextField
            id={id('time')}
            label={t('digestTime')}
            value={value.digest_time}
            inputMode="numeric"
            placeholder="09:00"
            onInput={(next) => onChange({ digest_time: next })}
            hint={t('digestTimeHint')}
            error={errors.digest_time}
          />
          <TimeZonePicker
            id={id('zone')}
            label={t('digestTz')}
            value={value.digest_tz}
            onInput={(next) => onChange({ digest_tz: next })}
            hint={t('digestTzHint')}
            error={errors.digest_tz}
          />
        </div>
      )}
    </>
  );
}
