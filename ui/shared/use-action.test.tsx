// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { WordedError } from './error-text';
import { type Action, useAction } from './use-action';

function Probe({
  act: run,
  onAction,
}: {
  act: (n: number) => Promise<number>;
  onAction: (action: Action<[number], number>) => void;
}) {
  onAction(useAction(run));
  return null;
}

describe('useAction', () => {
  it('is busy while running, keeps the result, words a failure, runs one at a time and forgets on reset', async () => {
    const root = document.createElement('div');
    let action!: Action<[number], number>;
    let finish!: (value: number) => void;
    let calls = 0;
    const run = (n: number) => {
      calls += 1;
      if (n < 0) return Promise.reject(new WordedError('Not below zero.'));
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    await act(() => render(<Probe act={run} onAction={(a) => (action = a)} />, root));

    let first!: Promise<boolean>;
    await act(() => {
      first = action.run(2);
    });
    expect(action.busy).toBe(true);
    expect(await action.run(3)).toBe(false);
    expect(calls).toBe(1);
    await act(async () => {
      finish(4);
      expect(await first).toBe(true);
    });
    expect(action).toMatchObject({ busy: false, result: 4, done: true, error: undefined });

    await act(async () => {
      expect(await action.run(-1)).toBe(false);
    });
    expect(action).toMatchObject({ done: false, error: { text: 'Not below zero.' } });
    await act(() => action.reset());
    expect(action.error).toBeUndefined();
    render(null, root);
  });
});
