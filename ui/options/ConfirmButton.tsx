/**
 * A button for an act that cannot be undone: the first press asks, in the page (no blocking dialog), and
 * only "Yes" acts. Focus moves to the question's Cancel, the safe choice; Escape cancels. A failure is
 * said beside the button, in plain words.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { ErrorNote } from '../shared/ErrorNote';
import { useAction } from '../shared/use-action';

export interface ConfirmButtonProps {
  id: string;
  label: string;
  question: string;
  yes: string;
  cancel: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
}

export function ConfirmButton(props: ConfirmButtonProps): JSX.Element {
  const asking = useSignal(false);
  const act = useAction(props.onConfirm);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking.value) cancelRef.current?.focus();
  }, [asking.value]);

  const close = () => {
    asking.value = false;
    // The opener is rendered again on the next frame; give it focus back there.
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  const confirm = async () => {
    await act.run();
    asking.value = false;
  };

  if (!asking.value) {
    return (
      <>
        <button
          ref={openerRef}
          id={props.id}
          type="button"
          class="danger"
          disabled={props.disabled}
          onClick={() => {
            asking.value = true;
          }}
        >
          {props.label}
        </button>
        <ErrorNote error={act.error} id={`${props.id}-failure`} class="notice error" />
      </>
    );
  }
  return (
    <fieldset class="confirm" onKeyDown={(event) => event.key === 'Escape' && close()}>
      <legend>{props.question}</legend>
      <div class="form-actions">
        <button type="button" class="danger" disabled={act.busy} onClick={confirm}>
          {props.yes}
        </button>
        <button ref={cancelRef} type="button" disabled={act.busy} onClick={close}>
          {props.cancel}
        </button>
      </div>
    </fieldset>
  );
}
