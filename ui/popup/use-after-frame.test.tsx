// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFrame } from './use-after-frame';

function Probe({ ready, seen }: { ready: boolean; seen: boolean[] }) {
  seen.push(useAfterFrame(ready));
  return null;
}

// Preact runs effects after a frame, or 100 ms without one: frames are held here and run by the test.
const frames: FrameRequestCallback[] = [];
const runFrames = () => {
  for (const frame of frames.splice(0)) frame(performance.now());
};
const effectsRun = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('useAfterFrame', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    frames.length = 0;
  });

  it('stays false while not ready, frames or not', async () => {
    const seen: boolean[] = [];
    render(<Probe ready={false} seen={seen} />, document.createElement('div'));
    await effectsRun();
    runFrames();
    await effectsRun();
    expect(seen).not.toContain(true);
  });

  it('turns true in a task after the frame that follows ready, not before that frame nor in it', async () => {
    const seen: boolean[] = [];
    render(<Probe ready seen={seen} />, document.createElement('div'));
    await effectsRun();
    expect(seen.at(-1)).toBe(false);
    runFrames();
    await Promise.resolve();
    expect(seen.at(-1)).toBe(false);
    await vi.waitFor(() => expect(seen.at(-1)).toBe(true));
  });
});
