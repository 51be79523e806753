/**
 * A short-lived message with one action ("Unstarred … — Undo"), announced politely, gone after a while. Its action
 * takes focus as it appears (the control that led here is usually gone, as an unstarred row is); when it goes, the
 * owner hears whether focus was still in it, to put focus back where it was.
 */
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export interface SnackbarProps {
  message: string;
  action: string;
  onAction: () => void;
  /** `hadFocus`: focus was in the bar as it went, so the owner should put it somewhere. */
  onClose: (hadFocus: boolean) => void;
  timeoutMs?: number;
}

export function Snackbar({ message, action, onAction, onClose, timeoutMs = 8000 }: SnackbarProps): JSX.Element {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The latest onClose, without restarting the countdown on every render.
  const close = useRef(onClose);
  close.current = onClose;
  const hasFocus = () => Boolean(root.current?.contains(document.activeElement));
  useEffect(() => button.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(() => close.current(hasFocus()), timeoutMs);
    return () => clearTimeout(timer);
  }, [message, timeoutMs]);
  return (
    <div class="snackbar" role="status" ref={root}>
      <span dir="auto">{message}</span>
      <button
        type="button"
        class="link-button"
        ref={button}
        onClick={() => {
          onAction();
          onClose(hasFocus());
        }}
      >
        {action}
      </button>
    </div>
  );
}
