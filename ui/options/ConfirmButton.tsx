/**
 * A button for an act that cannot be undone: the first press asks, in the page (no blocking dialog), and
 * only "Yes" acts. Focus moves to the question's Cancel, the safe choice; Escape cancels.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

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
  const busy = useSignal(false);
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
    busy.value = true;
    try {
      await props.onConfirm();
    } finally {
      busy.value = false;
      asking.value = false;
    }
  };

  if (!asking.value) {
    return (
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
    );
  }
  return (
    <fieldset class="confirm" onKeyDown={(event) => event.key === 'Escape' && close()}>
      <legend>{props.question}</legend>
      <div class="form-actions">
        <button type="button" class="danger" disabled={busy.value} onClick={confirm}>
          {props.yes}
        </button>
        <button ref={cancelRef} type="button" disabled={busy.value} onClick={close}>
          {props.cancel}
        </button>
      </div>
    </fieldset>
  );
}
