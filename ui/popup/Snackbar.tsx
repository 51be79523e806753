/** A short-lived message with one action ("Unstarred — Undo"), announced politely, gone after a while. */
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export interface SnackbarProps {
  message: string;
  action: string;
  onAction: () => void;
  onClose: () => void;
  timeoutMs?: number;
}

export function Snackbar({ message, action, onAction, onClose, timeoutMs = 8000 }: SnackbarProps): JSX.Element {
  // The latest onClose, without restarting the countdown on every render.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const timer = setTimeout(() => close.current(), timeoutMs);
    return () => clearTimeout(timer);
  }, [message, timeoutMs]);
  return (
    <div class="snackbar" role="status">
      <span>{message}</span>
      <button
        type="button"
        class="link-button"
        onClick={() => {
          onAction();
          onClose();
        }}
      >
        {action}
      </button>
    </div>
  );
}
