/**
 * The digest schedule of §2.2: cadence, time (24-hour HH:MM), time zone and, for weekly, the weekday
 * (Monday first, Monday = 0), with a live preview. Saving stores the whole profile through the background,
 * so it works offline; the profile row's `dirty` flag says it waits to sync.
 */
import { useSignal } from '@preact/signals';
import { Info } from 'luxon';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { CADENCES, type Cadence, DIGEST_TIME_PATTERN, PROFILE_DEFAULTS } from '../../api/contract';
import type { Schedule } from '../../api/digest';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import type { ProfileRow } from '../../storage/db';
import { DigestPreview } from './DigestPreview';
import { SaveBar, saveState } from './SaveBar';
import { resolveZone, TimeZonePicker } from './TimeZonePicker';
import { wholeProfile } from './whole-profile';

interface ScheduleDraft {
  cadence: Cadence;
  digest_time: string;
  digest_tz: string;
  digest_day: number;
}

type ScheduleErrors = Partial<Record<'digest_time' | 'digest_tz', string>>;

const fromRow = (row: ProfileRow | undefined): ScheduleDraft => ({
  cadence: row?.local.cadence ?? PROFILE_DEFAULTS.cadence,
  digest_time: row?.local.digest_time ?? PROFILE_DEFAULTS.digest_time,
  digest_tz: row?.local.digest_tz ?? PROFILE_DEFAULTS.digest_tz,
  digest_day: row?.local.digest_day ?? PROFILE_DEFAULTS.digest_day,
});

/** The draft as the service will store it, or what is wrong with each field, in the page's words. */
export function checkSchedule(
  draft: ScheduleDraft,
  lang: Lang,
): { ok: true; schedule: Required<Schedule> } | { ok: false; errors: ScheduleErrors } {
  const t = optionsT(lang);
  const errors: ScheduleErrors = {};
  const time = draft.digest_time.trim();
  if (!DIGEST_TIME_PATTERN.test(time)) errors.digest_time = t('error.time');
  const zone = resolveZone(draft.digest_tz);
  if (!zone) {
    errors.digest_tz =
      draft.digest_tz.trim() === '' ? t('error.zoneEmpty') : t('error.zone', { zone: draft.digest_tz.trim() });
  }
  if (errors.digest_time || errors.digest_tz || !zone) return { ok: false, errors };
  return {
    ok: true,
    schedule: { cadence: draft.cadence, digest_time: time, digest_tz: zone, digest_day: draft.digest_day },
  };
}

export interface DigestScheduleProps {
  row: ProfileRow | undefined;
  lang: Lang;
}

export function DigestSchedule({ row, lang }: DigestScheduleProps): JSX.Element {
  const t = optionsT(lang);
  const draft = useSignal<ScheduleDraft>(fromRow(row));
  const edited = useSignal(false);
  const errors = useSignal<ScheduleErrors>({});
  const saving = useSignal(false);
  const saved = useSignal(false);
  const failure = useSignal<string | undefined>(undefined);

  // The database is the truth until the user edits; a save or a sync that changes the row refills the form.
  useEffect(() => {
    if (!edited.value) draft.value = fromRow(row);
  }, [row?.updatedAt, row?.local]);

  const update = <K extends keyof ScheduleDraft>(key: K, value: ScheduleDraft[K]) => {
    draft.value = { ...draft.value, [key]: value };
    edited.value = true;
    saved.value = false;
    if (key in errors.value) {
      const { [key as keyof ScheduleErrors]: _, ...rest } = errors.value;
      errors.value = rest;
    }
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    failure.value = undefined;
    // Instant hides time and zone; the stored ones are sent again rather than a half-typed value.
    const result = checkSchedule(
      draft.value.cadence === 'instant' ? { ...fromRow(row), cadence: 'instant' } : draft.value,
      lang,
    );
    if (!result.ok) {
      errors.value = result.errors;
      document.getElementById(result.errors.digest_time ? 'schedule-time' : 'schedule-zone')?.focus();
      return;
    }
    errors.value = {};
    saving.value = true;
    try {
      await send({ type: 'profile.save', profile: wholeProfile(row, result.schedule) });
      draft.value = { ...draft.value, digest_tz: result.schedule.digest_tz, digest_time: result.schedule.digest_time };
      edited.value = false;
      saved.value = true;
    } catch (error) {
      failure.value = t('saveFailed', { message: error instanceof Error ? error.message : String(error) });
    } finally {
      saving.value = false;
    }
  };

  const value = draft.value;
  const checked = checkSchedule(value, lang);
  // The preview follows the form as it is typed; while a field is wrong it shows the last valid schedule.
  const previewed: Schedule = checked.ok ? checked.schedule : fromRow(row);
  const replaced = row && row.dirty === 0 ? row.notice?.replacedZone : undefined;
  const weekdays = Info.weekdays('long', { locale: lang });

  const state = saveState(Object.keys(errors.value).length > 0, row?.dirty === 1, saved.value);
  return (
    <form class="schedule-form" onSubmit={submit} noValidate>
      <fieldset class="field choice-group" aria-describedby="schedule-cadence-hint">
        <legend class="label">{t('cadence')}</legend>
        <div class="choices">
          {CADENCES.map((cadence) => (
            <label key={cadence} class="choice">
              <input
                type="radio"
                name="cadence"
                value={cadence}
                checked={value.cadence === cadence}
                onChange={() => update('cadence', cadence)}
              />
              {t(`cadence.${cadence}`)}
            </label>
          ))}
        </div>
        <span id="schedule-cadence-hint" class="hint">
          {t(`cadenceHint.${value.cadence}`)}
        </span>
      </fieldset>
      {value.cadence !== 'instant' && (
        <div class="schedule-fields">
          {value.cadence === 'weekly' && (
            <div class="field">
              <label for="schedule-day">{t('digestDay')}</label>
              <select
                id="schedule-day"
                value={String(value.digest_day)}
                onChange={(event) => update('digest_day', Number(event.currentTarget.value))}
              >
                {weekdays.map((name, day) => (
                  <option key={name} value={String(day)}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div class="field">
            <label for="schedule-time">{t('digestTime')}</label>
            <input
              id="schedule-time"
              type="text"
              inputMode="numeric"
              placeholder="09:00"
              maxLength={5}
              autocomplete="off"
              class="time-input"
              value={value.digest_time}
              aria-invalid={errors.value.digest_time ? 'true' : undefined}
              aria-describedby={['schedule-time-hint', errors.value.digest_time && 'schedule-time-error']
                .filter(Boolean)
                .join(' ')}
              onInput={(event) => update('digest_time', event.currentTarget.value)}
            />
            <span id="schedule-time-hint" class="hint">
              {t('digestTimeHint')}
            </span>
            {errors.value.digest_time && (
              <span id="schedule-time-error" class="field-error" role="alert">
                {errors.value.digest_time}
              </span>
            )}
          </div>
          <TimeZonePicker
            id="schedule-zone"
            label={t('timeZone')}
            value={value.digest_tz}
            onInput={(next) => update('digest_tz', next)}
            hint={t('timeZoneHint')}
            error={errors.value.digest_tz}
          />
        </div>
      )}
      {replaced && (
        <p class="notice" role="status">
          {t('zoneReplaced', { zone: replaced, fallback: row?.server?.digest_tz ?? PROFILE_DEFAULTS.digest_tz })}
        </p>
      )}
      <DigestPreview schedule={previewed} lang={lang} />
      <SaveBar
        saving={saving.value}
        label={t('saveSchedule')}
        savingLabel={t('saving')}
        state={state ? t(state) : ''}
        failure={failure.value}
      />
    </form>
  );
}
