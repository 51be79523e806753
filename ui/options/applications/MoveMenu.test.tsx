// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoveMenu } from './MoveMenu';

let container: HTMLElement;
const onMove = vi.fn();
const button = () => container.querySelector<HTMLButtonElement>('.move-button')!;
const items = () => [...container.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });

describe('MoveMenu', () => {
  beforeEach(async () => {
    onMove.mockReset();
    container = document.createElement('div');
    document.body.append(container);
    await act(() =>
      render(
        <MoveMenu jobId="linkedin:1" title="Data Engineer" stage="applied" lang="en" onMove={onMove} />,
        container,
      ),
    );
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('is a named menu button offering every other stage', async () => {
    expect(button().getAttribute('aria-label')).toBe('Move “Data Engineer” to another stage');
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await act(() => button().click());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(items().map((item) => item.textContent)).toEqual([
      'Saved',
      'Interviewing',
      'Offer',
      'Rejected',
      'Withdrawn',
      'Ghosted',
    ]);
    expect(document.activeElement).toBe(items()[0]);
  });

  it('the keyboard opens it, moves, wraps and picks; focus returns to the button', async () => {
    await key(button(), 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Saved');
    await key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Interviewing');
    await key(document.activeElement!, 'ArrowUp');
    await key(document.activeElement!, 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('Ghosted');
    await key(document.activeElement!, 'Home');
    await key(document.activeElement!, 'ArrowDown');
    await act(() => (document.activeElement as HTMLButtonElement).click());
    expect(onMove).toHaveBeenCalledWith('interviewing');
    expect(items()).toHaveLength(0);
    expect(document.activeElement).toBe(button());
  });

  it('Escape closes without moving', async () => {
    await key(button(), 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('Ghosted');
    await key(document.activeElement!, 'Escape');
    expect(items()).toHaveLength(0);
    expect(onMove).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button());
  });
});
