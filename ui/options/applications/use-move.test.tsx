// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn();
vi.mock('../../../messaging/send', async (original) => ({
  ...(await original<typeof import('../../../messaging/send')>()),
  send: (message: unknown) => send(message),
}));

const { useMove } = await import('./use-move');
const { IDLE_AT_MOST_MS } = await import('../first-section');

type Move = ReturnType<typeof useMove>;
let hook: Move;
function Probe() {
  hook = useMove();
  return null;
}
const mounted = (): Move => {
  render(<Probe />, document.createElement('div'));
  return hook;
};

describe('useMove', () => {
  let idle: ((then: () => void, options: { timeout: number }) => void) | undefined;
  const idleCalls: (() => void)[] = [];

  beforeEach(() => {
    send.mockReset();
    send.mockResolvedValue({});
    idleCalls.length = 0;
    idle = vi.fn((then: () => void) => {
      idleCalls.push(then);
    });
    vi.stubGlobal('requestIdleCallback', idle);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the move once the frame that draws it is shown and the page is idle', async () => {
    const move = mounted();
    const done = move.run('job-1', 'applied');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1)));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_AT_MOST_MS });
    expect(send).not.toHaveBeenCalled();
    idleCalls[0]!();
    expect(await done).toBe(true);
    expect(send).toHaveBeenCalledWith({ type: 'application.setStage', jobId: 'job-1', stage: 'applied' });
  });

  it('sends the move at once when the page is hidden or closed before its frame', async () => {
    const move = mounted();
    const hidden = move.run('job-1', 'applied');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await hidden).toBe(true);
    expect(send).toHaveBeenCalledWith({ type: 'application.setStage', jobId: 'job-1', stage: 'applied' });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    const closed = move.run('job-2', 'offer');
    dispatchEvent(new Event('pagehide'));
    expect(await closed).toBe(true);
    expect(send).toHaveBeenCalledWith({ type: 'application.setStage', jobId: 'job-2', stage: 'offer' });
    expect(idleCalls).toHaveLength(0);
    // Their frames still come: what they ask of the idle page then sends nothing more.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1)));
    for (const call of idleCalls) call();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('says a refused move in plain words and reports it refused', async () => {
    send.mockRejectedValue(new Error('boom'));
    const move = mounted();
    const done = move.run('job-1', 'offer');
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1)));
    idleCalls[0]!();
    expect(await done).toBe(false);
    expect(move.error).toBeDefined();
  });
});
