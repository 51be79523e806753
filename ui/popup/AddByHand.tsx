/**
 * The popup's "Add an application…" (issue 32): the form is its own chunk, loaded when asked for, so the Starred
 * tab's first load carries no schema code (issue 18). After adding, it says so; the new job is at the list's top.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { applicationsT } from '../../i18n/applications';
import { uiLanguage } from '../../i18n/index';
import { lazyModule } from '../shared/lazy-module';

const chunk = lazyModule(() => import('./add-by-hand-form'), 'the add form');
const ta = applicationsT();

export function AddByHand(): JSX.Element {
  const open = useSignal(false);
  const added = useSignal('');
  const Form = chunk.module.value?.AddByHandForm;
  return (
    <>
      <button
        type="button"
        class="link-button"
        aria-expanded={open.value}
        onClick={() => {
          chunk.load();
          open.value = !open.value;
          added.value = '';
        }}
      >
        {ta('addByHand')}
      </button>
      <span class="visually-hidden" role="status">
        {added.value}
      </span>
      {open.value && Form && (
        <Form
          lang={uiLanguage()}
          onDone={(text) => {
            open.value = false;
            added.value = text;
          }}
        />
      )}
    </>
  );
}
