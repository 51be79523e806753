/**
 * The profile form's state: the draft (the database's copy until the user edits), its errors, and the
 * save. The schedule part is checked by `checkSchedule`, as on the options page, so "7:30" is saved as
 * 07:30 and "London" as Europe/London, and an unknown zone is refused beside its field.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { ProfileInput } from '../../api/contract';
import type { ProfileRow } from '../../storage/db';
import { draftToProfile, type ProfileDraft, type ProfileErrors, profileToDraft } from './profile-draft';
import { checkSchedule, type ScheduleErrors, scheduleOf } from './schedule';
import { useAction } from './use-action';

const draftOf = (row: ProfileRow | undefined): ProfileDraft => ({
  ...profileToDraft(row?.local),
  ...scheduleOf(row?.local),
});

/**
 * The profile without its digest schedule, for a form that leaves the schedule to its own section: the form's
 * copy of it dates from when its editing began, and would undo a schedule saved meanwhile.
 */
const unscheduled = ({ cadence: _c, digest_time: _t, digest_tz: _z, digest_day: _d, ...fields }: ProfileInput) =>
  fields;

/** The profile a draft stands for, as a save would send it; undefined while a field is wrong. */
function profileOf(draft: ProfileDraft, withSchedule: boolean): ProfileInput | undefined {
  const schedule = withSchedule ? checkSchedule(draft) : undefined;
  const result = draftToProfile(schedule?.ok ? { ...draft, ...schedule.schedule } : draft);
  if (!result.ok) return undefined;
  return withSchedule ? result.profile : unscheduled(result.profile);
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const empty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && !value.length);

/**
 * Only the fields changed since the form opened (issue 31: the push lays just those over the service's copy, so a
 * form left open here never undoes what another device changed), and the values the form proposes for a field this
 * device holds none of (the browser's zone): saving accepts them.
 */
export function changedFields(profile: ProfileInput, opening: ProfileInput | undefined, stored: ProfileInput = {}) {
  const fields = (Object.keys(profile) as (keyof ProfileInput)[]).filter(
    (field) =>
      !opening || !same(profile[field], opening[field]) || (stored[field] === undefined && !empty(profile[field])),
  );
  return Object.fromEntries(fields.map((field) => [field, profile[field]])) as ProfileInput;
}

export interface ProfileDraftOptions {
  row: ProfileRow | undefined;
  /** The form shows (and checks) the digest schedule. */
  withSchedule: boolean;
  /** Gets the fields changed since the form opened (never the schedule when the form does not show it). */
  onSave: (profile: ProfileInput) => Promise<unknown>;
  /** Where focus goes when a field is wrong: the field's id. */
  fieldId: (key: string) => string;
}

export function useProfileDraft({ row, withSchedule, onSave, fieldId }: ProfileDraftOptions) {
  const draft = useSignal<ProfileDraft>(draftOf(row));
  /** What the form showed when its editing began: a save sends what differs from it. */
  const opening = useSignal<ProfileInput | undefined>(profileOf(draft.value, withSchedule));
  const edited = useSignal(false);
  const errors = useSignal<ProfileErrors>({});
  const scheduleErrors = useSignal<ScheduleErrors>({});
  const save = useAction(onSave);

  // The database is the truth until the user edits; a save (or a sync) that changes the row refills the form.
  useEffect(() => {
    if (edited.value) return;
    draft.value = draftOf(row);
    opening.value = profileOf(draft.value, withSchedule);
  }, [row?.updatedAt, row?.local]);

  /** An edit: the form now holds the user's draft, and the edited fields' errors are cleared. */
  const patch = (changes: Partial<ProfileDraft>) => {
    draft.value = { ...draft.value, ...changes };
    edited.value = true;
    save.reset();
    const touched = (key: string) => key in changes;
    errors.value = Object.fromEntries(Object.entries(errors.value).filter(([key]) => !touched(key)));
    scheduleErrors.value = Object.fromEntries(Object.entries(scheduleErrors.value).filter(([key]) => !touched(key)));
  };
  const update = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => patch({ [key]: value });

  /** Skills added outside the form (the CV step) join the draft, so the next save keeps them. */
  const addSkills = (skills: readonly string[]) => {
    const folded = new Set(draft.value.skills.map((skill) => skill.toLowerCase()));
    const fresh = skills.filter((skill) => !folded.has(skill.toLowerCase()));
    if (fresh.length > 0) draft.value = { ...draft.value, skills: [...draft.value.skills, ...fresh] };
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const schedule = withSchedule ? checkSchedule(draft.value) : undefined;
    const candidate = schedule?.ok ? { ...draft.value, ...schedule.schedule } : draft.value;
    const result = draftToProfile(candidate);
    // The schedule's own check words its fields; the contract's second opinion on them would repeat it.
    const { digest_time: _time, digest_tz: _zone, ...others } = result.ok ? {} : result.errors;
    errors.value = withSchedule ? others : result.ok ? {} : result.errors;
    scheduleErrors.value = schedule && !schedule.ok ? schedule.errors : {};
    const wrong = [...Object.keys(errors.value), ...Object.keys(scheduleErrors.value)];
    if (!result.ok || wrong.length > 0) {
      if (wrong[0]) document.getElementById(fieldId(wrong[0]))?.focus();
      return;
    }
    draft.value = candidate;
    const changes = changedFields(
      withSchedule ? result.profile : unscheduled(result.profile),
      opening.value,
      row?.local,
    );
    if (await save.run(changes)) {
      edited.value = false;
      opening.value = profileOf(draft.value, withSchedule);
    }
  };

  const hasErrors = Object.keys(errors.value).length + Object.keys(scheduleErrors.value).length > 0;
  return { draft, errors, scheduleErrors, save, patch, update, addSkills, submit, hasErrors };
}
