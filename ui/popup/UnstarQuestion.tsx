/**
 * Asked before unstarring a job whose application has more than the star (a stage past Saved, notes, a
 * reminder): unstarring removes them too. Focus goes to "Keep it", the safe choice; Escape keeps.
 */
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { applicationsT } from '../../i18n/applications';

const t = applicationsT();

export interface UnstarQuestionProps {
  title: string;
  onUnstar: () => void;
  onKeep: () => void;
}

export function UnstarQuestion({ title, onUnstar, onKeep }: UnstarQuestionProps): JSX.Element {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      class="unstar-question"
      role="alertdialog"
      aria-labelledby="unstar-question-text"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onKeep();
        }
      }}
    >
      <p id="unstar-question-text" dir="auto">
        {t('unstarQuestion', { title })}
      </p>
      <div class="unstar-actions">
        <button type="button" class="danger" onClick={onUnstar}>
          {t('unstarYes')}
        </button>
        <button type="button" ref={keep} onClick={onKeep}>
          {t('unstarKeep')}
        </button>
      </div>
    </div>
  );
}
