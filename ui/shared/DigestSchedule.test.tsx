// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileRow } from '../../storage/db';
import { DigestSchedule } from './DigestSchedule';

const sent: unknown[] = [];
vi.mock('../../messaging/send', () => ({
  send: async (request: unknown) => {
    sent.push(request);
    return null;
  },
}));

const row: ProfileRow = {
  id: 'me',
  local: { skills: ['Go'], city: ['Haifa'], cadence: 'weekly', digest_day: 2, digest_time: '07:30', digest_tz: 'UTC' },
  dirty: 0,
  updatedAt: 1,
};

describe('DigestSchedule', () => {
  let root: HTMLElement;
  beforeEach(() => {
    sent.length = 0;
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('sends the schedule’s own fields, normalised, and none of the rest of the profile', async () => {
    await act(() => render(<DigestSchedule row={row} lang="en" />, root));
    await act(() => {
      const time = root.querySelector<HTMLInputElement>('#schedule-time')!;
      time.value = '8:15';
      time.dispatchEvent(new InputEvent('input', { bubbles: true }));
    });
    await act(async () => {
      root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(sent).toEqual([
      {
        type: 'profile.patch',
        profile: { cadence: 'weekly', digest_day: 2, digest_time: '08:15', digest_tz: 'UTC' },
      },
    ]);
  });
});
