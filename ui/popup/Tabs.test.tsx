// @vitest-environment happy-dom
import { useSignal } from '@preact/signals';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const KEYS = ['a', 'b', 'c'] as const;

function Harness() {
  const selected = useSignal<(typeof KEYS)[number]>('a');
  return (
    <Tabs
      label="Sections"
      idPrefix="x"
      selected={selected.value}
      onSelect={(key) => {
        selected.value = key;
      }}
      tabs={KEYS.map((key) => ({ key, label: key.toUpperCase() }))}
    />
  );
}

let container: HTMLElement;
const selected = () => container.querySelector('[aria-selected="true"]')?.textContent;
const press = (key: string) =>
  act(() => {
    container
      .querySelector('[role="tablist"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('Tabs', () => {
  beforeEach(async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(() => render(<Harness />, container));
  });
  afterEach(() => {
    render(null, container);
    container.remove();
    document.documentElement.dir = '';
  });

  it('has one tab stop, wired to its panel', () => {
    const tabs = [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[1]?.getAttribute('aria-controls')).toBe('x-panel-b');
    expect(tabs[1]?.id).toBe('x-tab-b');
  });

  it('arrow keys move and wrap, Home and End jump, focus follows', async () => {
    await press('ArrowRight');
    expect(selected()).toBe('B');
    expect(document.activeElement?.id).toBe('x-tab-b');
    await press('End');
    expect(selected()).toBe('C');
    await press('ArrowRight');
    expect(selected()).toBe('A');
    await press('ArrowLeft');
    expect(selected()).toBe('C');
    await press('Home');
    expect(selected()).toBe('A');
  });

  it('right to left, the left arrow goes forward', async () => {
    document.documentElement.dir = 'rtl';
    container.style.direction = 'rtl';
    await press('ArrowLeft');
    expect(selected()).toBe('B');
  });
});
