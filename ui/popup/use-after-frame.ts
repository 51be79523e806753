/**
 * For reads the popup's first screen does not show (the profile, the applications' count): they start a task after
 * the frame that follows `ready`, so their answers and renders do not come between the list's read and its frame.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

export function useAfterFrame(ready: boolean): boolean {
  const after = useSignal(false);
  useEffect(() => {
    if (!ready || after.value) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        after.value = true;
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return after.value;
}
