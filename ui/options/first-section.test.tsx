// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FirstSection,
  IDLE_AT_MOST_MS,
  idleAfterNextFrame,
  useFirstSection,
  WAIT_AT_MOST_MS,
  whenIdle,
} from './first-section';

const SECTIONS = ['schedule', 'alerts', 'applications', 'account', 'data'];
let container: HTMLElement;
let seen: FirstSection;

function Page({ current, saysWhenShown }: { current: string | undefined; saysWhenShown: boolean }) {
  seen = useFirstSection(SECTIONS, current, saysWhenShown);
  return <p>{SECTIONS.filter(seen.mounts).join(' ')}</p>;
}

const mount = (current: string | undefined, saysWhenShown: boolean) =>
  act(() => render(<Page current={current} saysWhenShown={saysWhenShown} />, container));
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  render(null, container);
  container.remove();
  vi.useRealTimers();
});

describe('useFirstSection', () => {
  it('mounts every section at once when the address names none', async () => {
    await mount(undefined, false);
    expect(container.textContent).toBe(SECTIONS.join(' '));
    expect(seen.rest).toBe(true);
  });

  it('mounts the board and the sections above it, and the ones below once the board says it is shown', async () => {
    await mount('applications', true);
    await wait(100);
    expect(container.textContent).toBe('schedule alerts applications');
    expect(seen.rest).toBe(false);
    await act(() => seen.shown());
    expect(container.textContent).toBe(SECTIONS.join(' '));
    expect(seen.rest).toBe(true);
  });

  it('mounts the sections below a section that does not say after its first frame', async () => {
    await mount('alerts', false);
    expect(container.textContent).toBe('schedule alerts');
    await wait(50);
    expect(container.textContent).toBe(SECTIONS.join(' '));
  });

  it('stops waiting for a board whose rows never come', async () => {
    await mount('applications', true);
    await wait(WAIT_AT_MOST_MS - 1);
    expect(seen.rest).toBe(false);
    await wait(1);
    expect(container.textContent).toBe(SECTIONS.join(' '));
  });
});

describe('idleAfterNextFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the next frame, then for the page to be idle, no longer than its limit', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const then = vi.fn();
    idleAfterNextFrame(then);
    expect(idle).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(idle).toHaveBeenCalledWith(then, { timeout: IDLE_AT_MOST_MS });
    expect(then).not.toHaveBeenCalled();
  });

  it('runs after the frame where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const then = vi.fn();
    idleAfterNextFrame(then);
    vi.advanceTimersByTime(0);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the page to be idle, no longer than its limit, without waiting for a frame', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const then = vi.fn();
    whenIdle(then);
    expect(idle).toHaveBeenCalledWith(then, { timeout: IDLE_AT_MOST_MS });
    expect(then).not.toHaveBeenCalled();
  });
});
