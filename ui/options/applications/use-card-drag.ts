/**
 * Dragging a card to another column with Pointer Events, so a mouse, a pen and a finger all work (HTML5 drag
 * and drop has no touch). A mouse or pen drags the card from anywhere but its buttons; a finger from its grip,
 * the only part that does not scroll the page. The card follows the pointer; the column (or, in Closed, the
 * closed stage) under it is the drop target; release moves the job there, Escape or a cancelled pointer puts
 * it back. The "Move to…" menu stays the keyboard's way.
 *
 * Usage: `const drag = useCardDrag(onMove)`; each card's `onPointerDown={(e) => drag.start(e, entry)}`, the
 * board reads `drag.state.value` to mark the target; targets carry `data-drop-stage`.
 */
import { type Signal, useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { Stage } from '../../../model/application';

export interface DragState {
  jobId: string;
  from: Stage;
  /** The stage of the drop target under the pointer; undefined over nothing (or over the card's own stage). */
  over: Stage | undefined;
}

/** How far a pointer travels before a press becomes a drag, so a click on the title still opens its details. */
const THRESHOLD_PX = 6;

/**
 * No text is selected while a card is dragged: the board's `is-dragging` class, set here rather than by a render.
 * It comes off after the frame that shows the drop, as changing it restyles and repaints every card on the board.
 */
function holdSelection(card: Element): () => void {
  const board = card.closest('.app-board');
  board?.classList.add('is-dragging');
  return () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        // Unless another drag began meanwhile.
        if (!board?.querySelector('.app-card.dragging')) board?.classList.remove('is-dragging');
      }),
    );
}

/** The drop target under a point, looking through the dragged card itself. */
function stageAt(x: number, y: number, dragged: Element): Stage | undefined {
  const under = document.elementsFromPoint(x, y).find((element) => !dragged.contains(element));
  return (under?.closest('[data-drop-stage]')?.getAttribute('data-drop-stage') as Stage | null) ?? undefined;
}

export interface CardDrag {
  state: Signal<DragState | undefined>;
  start: (event: PointerEvent, jobId: string, from: Stage) => void;
}

export function useCardDrag(onDrop: (jobId: string, stage: Stage) => void): CardDrag {
  const state = useSignal<DragState | undefined>(undefined);
  const stop = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stop.current?.(), []);

  const start = (event: PointerEvent, jobId: string, from: Stage) => {
    const target = event.target as Element;
    if (!event.isPrimary || event.button !== 0 || stop.current) return;
    if (target.closest('button, [role="menu"]')) return;
    if (event.pointerType === 'touch' && !target.closest('.drag-handle')) return;
    const card = event.currentTarget as HTMLElement;
    const { clientX: x0, clientY: y0, pointerId } = event;
    let dragging = false;
    let release = () => {};

    const move = (moved: PointerEvent) => {
      if (moved.pointerId !== pointerId) return;
      const dx = moved.clientX - x0;
      const dy = moved.clientY - y0;
      if (!dragging) {
        if (Math.hypot(dx, dy) < THRESHOLD_PX) return;
        dragging = true;
        release = holdSelection(card);
        card.classList.add('dragging');
      }
      moved.preventDefault();
      card.style.transform = `translate(${dx}px, ${dy}px)`;
      const over = stageAt(moved.clientX, moved.clientY, card);
      state.value = { jobId, from, over: over === from ? undefined : over };
    };
    const finish = (drop: boolean) => {
      const over = state.value?.over;
      cleanup();
      if (!dragging) return;
      // The press was a drag: the click that may end it (right after pointerup) must not open the title's link.
      const swallow = (click: Event) => click.preventDefault();
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, true));
      if (drop && over) onDrop(jobId, over);
    };
    const up = (ended: PointerEvent) => ended.pointerId === pointerId && finish(true);
    const cancel = (ended: PointerEvent) => ended.pointerId === pointerId && finish(false);
    const key = (pressed: KeyboardEvent) => {
      if (pressed.key !== 'Escape' || !dragging) return;
      pressed.preventDefault();
      finish(false);
    };
    const cleanup = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', key, true);
      card.classList.remove('dragging');
      card.style.transform = '';
      state.value = undefined;
      stop.current = undefined;
      release();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', key, true);
    stop.current = cleanup;
  };

  return { state, start };
}
