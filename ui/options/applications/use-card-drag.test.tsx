// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCardDrag } from './use-card-drag';

let container: HTMLElement;
const onDrop = vi.fn();

function Board() {
  const drag = useCardDrag(onDrop);
  return (
    <div class="app-board">
      <section data-drop-stage="applied">
        <div class="app-card" data-testid="card" onPointerDown={(event) => drag.start(event, 'job-1', 'saved')}>
          Job 1
        </div>
      </section>
    </div>
  );
}

const pointer = (type: string, x: number, y: number) =>
  new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    clientX: x,
    clientY: y,
    pointerId: 1,
    isPrimary: true,
    button: 0,
    pointerType: 'mouse',
  });
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

describe('useCardDrag', () => {
  beforeEach(async () => {
    onDrop.mockReset();
    container = document.createElement('div');
    document.body.append(container);
    await act(() => render(<Board />, container));
    // happy-dom lays nothing out: the pointer is over the Applied column wherever it is.
    const column = container.querySelector('section')!;
    document.elementsFromPoint = () => [column];
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('no text is selected on the board while a card is dragged, and again after the frame that shows the drop', async () => {
    const board = container.querySelector('.app-board')!;
    const card = container.querySelector('.app-card')!;
    await act(() => {
      card.dispatchEvent(pointer('pointerdown', 10, 10));
    });
    expect(board.classList.contains('is-dragging')).toBe(false);
    await act(() => {
      window.dispatchEvent(pointer('pointermove', 40, 40));
    });
    expect(card.classList.contains('dragging')).toBe(true);
    expect(board.classList.contains('is-dragging')).toBe(true);
    await act(() => {
      window.dispatchEvent(pointer('pointerup', 40, 40));
    });
    expect(card.classList.contains('dragging')).toBe(false);
    expect(onDrop).toHaveBeenCalledWith('job-1', 'applied');
    await frame();
    await frame();
    expect(board.classList.contains('is-dragging')).toBe(false);
  });
});
