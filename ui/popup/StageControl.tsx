/**
 * A starred job's stage, changed in one step from its row: a native select (the keyboard and screen readers
 * know it), named for the job. The move goes through the background; a refusal is said under it.
 */
import type { JSX } from 'preact';
import { applicationsT } from '../../i18n/applications';
import { uiLanguage } from '../../i18n/index';
import { stageName } from '../../i18n/stages';
import { send } from '../../messaging/send';
import { STAGES, type Stage } from '../../model/stages';
import { ErrorNote } from '../shared/ErrorNote';
import { useAction } from '../shared/use-action';

const lang = uiLanguage();
const t = applicationsT(lang);

export interface StageControlProps {
  jobId: string;
  title: string;
  stage: Stage;
}

export function StageControl({ jobId, title, stage }: StageControlProps): JSX.Element {
  const move = useAction((next: Stage) => send({ type: 'application.setStage', jobId, stage: next }));
  const id = `stage-${jobId}`;
  return (
    <span class="stage-control">
      <select
        id={id}
        class={`stage-select stage-${stage}`}
        aria-label={t('stageOf', { title })}
        value={stage}
        disabled={move.busy}
        aria-describedby={move.error ? `${id}-error` : undefined}
        onChange={(event) => {
          const select = event.currentTarget;
          const next = select.value as Stage;
          // The select shows the stored stage until the background holds the new one (the row re-renders then).
          select.value = stage;
          move.run(next);
        }}
      >
        {STAGES.map((option) => (
          <option key={option} value={option}>
            {stageName(option, lang)}
          </option>
        ))}
      </select>
      <ErrorNote id={`${id}-error`} error={move.error} />
    </span>
  );
}
