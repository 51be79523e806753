/**
 * "Skills from your CV": the file is read in this page (cv/), never uploaded; its text is matched against
 * the service's `skill_spec`, and the skills found are offered to add, within the 40-skill limit, with
 * those already in the profile (or in the profile form's unsaved draft) marked. Adding sends the profile's
 * skills with them (offline too) and puts them in the form's draft as chips, so a later "Save profile"
 * of unsaved edits keeps them instead of removing them. Signed out it works the same, on the bundled skill
 * list (cv/bundled-skills.ts), into the profile kept on this browser.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { MAX_SKILLS } from '../../api/contract';
import { skillSpecFor } from '../../cv/bundled-skills';
import { CvReadError } from '../../cv/errors';
import { matchSkills } from '../../cv/match-skills';
import { CV_ACCEPT, readCvText } from '../../cv/read-text';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import type { ProfileRow } from '../../storage/db';
import { ErrorNote } from '../shared/ErrorNote';
import { useAction } from '../shared/use-action';

export interface CvSkillsProps {
  row: ProfileRow | undefined;
  lang: Lang;
  /** The profile form's draft: its skills count as present, and added skills join it. */
  draft?: { skills: readonly string[]; addSkills: (skills: readonly string[]) => void };
}

const fold = (skill: string) => skill.trim().toLowerCase();

export function CvSkills({ row, lang, draft }: CvSkillsProps): JSX.Element {
  const t = optionsT(lang);
  const reading = useSignal(false);
  const error = useSignal<string | undefined>(undefined);
  const found = useSignal<string[] | undefined>(undefined);
  const picked = useSignal<string[]>([]);
  const current = row?.local.skills ?? [];
  const present = [...current, ...(draft?.skills ?? [])];
  const has = (skill: string) => present.some((existing) => fold(existing) === fold(skill));
  const room = Math.max(0, MAX_SKILLS - new Set(present.map(fold)).size);
  const add = useAction(async (adding: string[]) => {
    await send({ type: 'profile.patch', profile: { skills: [...current, ...adding] } });
    draft?.addSkills(adding);
    picked.value = [];
    return adding.length;
  });

  const onPick = async (event: JSX.TargetedEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    error.value = undefined;
    add.reset();
    found.value = undefined;
    if (!file) return;
    reading.value = true;
    try {
      const text = await readCvText(file);
      const skills = matchSkills(text, skillSpecFor(row?.skillSpec));
      found.value = skills;
      picked.value = skills.filter((skill) => !has(skill)).slice(0, room);
    } catch (caught) {
      error.value =
        caught instanceof CvReadError
          ? t(`cvError.${caught.kind}`)
          : t('actionFailed', { message: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      reading.value = false;
    }
  };

  const toggle = (skill: string, on: boolean) => {
    picked.value = on ? [...picked.value, skill] : picked.value.filter((item) => item !== skill);
  };

  // Without the service's own list (signed out, never synced) the CV is still read, on a list of our own.
  const hasSpec = (row?.skillSpec?.skills?.length ?? 0) > 0;
  const skills = found.value;
  return (
    <section class="cv-skills" aria-labelledby="cv-title">
      <h3 id="cv-title">{t('cvTitle')}</h3>
      <p class="hint">{t('cvIntro')}</p>
      {!hasSpec && <p class="hint">{t('cvNoSpec')}</p>}
      <div class="field">
        <label for="cv-file">{t('cvPick')}</label>
        <input
          id="cv-file"
          type="file"
          accept={CV_ACCEPT}
          disabled={reading.value}
          aria-invalid={error.value ? 'true' : undefined}
          aria-describedby={error.value ? 'cv-file-error' : undefined}
          onChange={onPick}
        />
        {error.value && (
          <span id="cv-file-error" class="field-error" role="alert">
            {error.value}
          </span>
        )}
      </div>
      <div role="status">
        {reading.value && <p>{t('cvReading')}</p>}
        {skills && <p>{skills.length > 0 ? t('cvFound', { n: skills.length }) : t('cvNone')}</p>}
        {add.result !== undefined && <p>{t('cvAdded', { n: add.result })}</p>}
      </div>
      {skills && skills.length > 0 && (
        <fieldset class="cv-found">
          <legend class="visually-hidden">{t('cvTitle')}</legend>
          <p class="hint">{room > 0 ? t('cvRoom', { n: room, max: MAX_SKILLS }) : t('cvFull', { max: MAX_SKILLS })}</p>
          <ul class="cv-list">
            {skills.map((skill) => {
              const already = has(skill);
              const on = already || picked.value.includes(skill);
              return (
                <li key={skill}>
                  <label class="check">
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={already || (!on && picked.value.length >= room)}
                      onChange={(event) => toggle(skill, event.currentTarget.checked)}
                    />
                    {skill}
                    {already && <span class="hint"> — {t('cvAlready')}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            class="primary"
            disabled={picked.value.length === 0 || add.busy}
            onClick={() => add.run(picked.value.filter((skill) => !has(skill)).slice(0, room))}
          >
            {t('cvAdd', { n: picked.value.length })}
          </button>
          <ErrorNote error={add.error} lead={(text) => t('saveFailed', { message: text })} />
        </fieldset>
      )}
    </section>
  );
}
