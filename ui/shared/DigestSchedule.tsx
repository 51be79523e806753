/**
 * The options page's digest schedule (§2.2) with a live preview. Saving sends the schedule's own fields through
 * the background (`profile.patch`), so it works offline; the profile row's `dirty` flag says it waits to sync.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import type { ProfileRow } from '../../storage/db';
import { DigestFields } from './DigestFields';
import { DigestPreview } from './DigestPreview';
import { ProfileNotices } from './ProfileNotices';
import { SaveBar, saveState } from './SaveBar';
import { checkSchedule, type ScheduleDraft, type ScheduleErrors, scheduleOf } from './schedule';
import { useAction } from './use-action';

export interface DigestScheduleProps {
  row: ProfileRow | undefined;
  lang: Lang;
  /** Signed out, a save waits for sign-in: the status line says so. */
  signedOut?: boolean;
}

export function DigestSchedule({ row, lang, signedOut }: DigestScheduleProps): JSX.Element {
  const t = optionsT(lang);
  const draft = useSignal<ScheduleDraft>(scheduleOf(row?.local));
  const edited = useSignal(false);
  const errors = useSignal<ScheduleErrors>({});
  const save = useAction((schedule: ScheduleDraft) => send({ type: 'profile.patch', profile: schedule }));

  // The database is the truth until the user edits; a save or a sync that changes the row refills the form.
  useEffect(() => {
    if (!edited.value) draft.value = scheduleOf(row?.local);
  }, [row?.updatedAt, row?.local]);

  const update = (changes: Partial<ScheduleDraft>) => {
    draft.value = { ...draft.value, ...changes };
    edited.value = true;
    save.reset();
    errors.value = Object.fromEntries(Object.entries(errors.value).filter(([key]) => !(key in changes)));
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    // Instant hides time and zone; the stored ones are sent again rather than a half-typed value.
    const result = checkSchedule(
      draft.value.cadence === 'instant' ? { ...scheduleOf(row?.local), cadence: 'instant' } : draft.value,
      lang,
    );
    if (!result.ok) {
      errors.value = result.errors;
      document.getElementById(result.errors.digest_time ? 'schedule-time' : 'schedule-zone')?.focus();
      return;
    }
    errors.value = {};
    if (!(await save.run(result.schedule))) return;
    draft.value = { ...draft.value, digest_tz: result.schedule.digest_tz, digest_time: result.schedule.digest_time };
    edited.value = false;
  };

  const checked = checkSchedule(draft.value, lang);
  // The preview follows the form as it is typed; while a field is wrong it shows the last valid schedule.
  const previewed = checked.ok ? checked.schedule : scheduleOf(row?.local);
  const saved = !edited.value && save.done;
  return (
    <form class="schedule-form" onSubmit={submit} noValidate>
      <DigestFields idPrefix="schedule" value={draft.value} errors={errors.value} onChange={update} lang={lang} />
      <DigestPreview schedule={previewed} lang={lang} />
      <SaveBar
        saving={save.busy}
        label={t('saveSchedule')}
        state={saveState(Object.keys(errors.value).length > 0, row?.dirty === 1, saved, signedOut)}
        failure={save.error}
      >
        <ProfileNotices row={row} lang={lang} show="zone" />
      </SaveBar>
    </form>
  );
}
