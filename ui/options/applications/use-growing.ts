/**
 * How many cards each column draws: a first screenful at once, then more after each frame until all are in
 * (issue 36). With 2,000 applications, drawing every card before the first frame took four times as long as
 * the empty board; the cards below the fold follow within a second, each step a short task, and then every
 * card is in the page (find in page, a screen reader's list of links).
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

/** A column's first screenful with room to spare, and what each later step adds. */
export const FIRST_CARDS = 24;
export const MORE_CARDS = 120;

export function useGrowing(longest: number): number {
  const shown = useSignal(FIRST_CARDS);
  useEffect(() => {
    if (shown.value >= longest) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame is painted, not before it: a timer alone could run first.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        shown.value += MORE_CARDS;
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown.value, longest]);
  return shown.value;
}
