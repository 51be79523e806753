/** The popup's add form, loaded on demand (./AddByHand.tsx). */
import type { JSX } from 'preact';
import type { Lang } from '../../i18n/index';
import { recordsT } from '../../i18n/records';
import { AddApplication } from '../shared/AddApplication';

export function AddByHandForm({ lang, onDone }: { lang: Lang; onDone: (said: string) => void }): JSX.Element {
  return (
    <div class="popup-add">
      <AddApplication
        lang={lang}
        idPrefix="popup-add"
        onAdded={(_jobId, title) => onDone(recordsT(lang)('added', { title }))}
        onCancel={() => onDone('')}
      />
    </div>
  );
}
