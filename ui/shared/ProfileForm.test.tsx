// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileRow } from '../../storage/db';
import { ProfileForm } from './ProfileForm';

vi.hoisted(() => {
  const fake = globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } };
  if (fake.chrome?.i18n) fake.chrome.i18n.getUILanguage = () => 'en';
});

let container: HTMLElement;
const text = () => container.textContent ?? '';
const row = (patch: Partial<ProfileRow>): ProfileRow => ({
  id: 'me',
  local: { skills: ['Python', 'Go'], country: ['IL'], cadence: 'daily', digest_time: '09:00' },
  dirty: 0,
  updatedAt: 1,
  ...patch,
});

async function mount(props: Parameters<typeof ProfileForm>[0]) {
  await act(() => render(<ProfileForm {...props} />, container));
}

async function submit() {
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('ProfileForm', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('shows each limit: the skills counter, countries by name', async () => {
    await mount({ row: row({}) });
    expect(text()).toContain('2/40');
    expect(text()).toContain('0/20');
    expect(container.querySelector('.chips')?.textContent).toContain('Python');
    expect(text()).toContain('Israel');
  });

  it('sends only the fields changed since it opened, with the browser’s zone when this device holds none', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    await mount({ row: row({}), onSave });
    await act(() => {
      const select = container.querySelector<HTMLSelectElement>('#profile-seniority')!;
      select.value = 'senior';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await submit();
    // Skills, country, cadence and time were stored and untouched: another device may have changed them since.
    expect(onSave).toHaveBeenCalledWith({
      seniority: 'senior',
      digest_tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      digest_day: 0,
    });
  });

  it('without the schedule, sends the changed fields and never the schedule', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    await mount({ row: row({ local: { skills: ['Python'], cadence: 'weekly' } }), onSave, showDigest: false });
    await act(() => {
      const box = container.querySelector<HTMLInputElement>('#profile-israel_only')!;
      box.click();
    });
    await submit();
    expect(onSave).toHaveBeenCalledWith({ israel_only: true });
  });

  it('a wrong digest time is shown beside its field and not saved', async () => {
    const onSave = vi.fn();
    await mount({ row: row({}), onSave });
    await act(() => {
      const input = container.querySelector<HTMLInputElement>('#profile-digest-time')!;
      input.value = '25:00';
      input.dispatchEvent(new InputEvent('input', { bubbles: true }));
    });
    await submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(container.querySelector('#profile-digest-time-error')?.textContent).toBe(
      'Use 24-hour HH:MM, for example 09:00',
    );
    expect(container.querySelector('#profile-digest-time')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('after the push, names the fields another device changed that this one did not touch', async () => {
    await mount({ row: row({ notice: { droppedSkills: [], changedElsewhere: ['seniority', 'city'], at: 2 } }) });
    expect(text()).toContain('Changed on another device since this one last synced, and kept: Seniority, City');
  });

  it('says a save waits to sync while the row is dirty', async () => {
    await mount({ row: row({ dirty: 1 }) });
    expect(text()).toContain('Saved on this device — it syncs when the service is reachable');
  });

  it('after the server answers, names what it changed', async () => {
    await mount({
      row: row({
        server: { digest_tz: 'Asia/Jerusalem' },
        notice: { droppedSkills: ['Cobolx', 'Fortranx'], replacedZone: 'Mars/Base', at: 2 },
      }),
    });
    expect(text()).toContain('2 skills were not recognised and were dropped: Cobolx, Fortranx');
    expect(text()).toContain('Time zone Mars/Base is not known to the service and was replaced by Asia/Jerusalem');
  });

  it('names what the service holds that the form leaves out, once the save is confirmed', async () => {
    const ignored = [
      { field: 'workplace' as const, items: ['office'] },
      { field: 'seniority' as const, items: ['guru'] },
      { field: 'country' as const, items: ['XX', 'ZZ'] },
      { field: 'skills' as const, items: Array.from({ length: 45 }, (_, index) => `skill${index}`) },
    ];
    await mount({ row: row({ dirty: 1, notice: { droppedSkills: [], ignored, at: 2 } }) });
    expect(text()).not.toContain('left out');
    await mount({ row: row({ notice: { droppedSkills: [], ignored, at: 2 } }) });
    const notices = [...container.querySelectorAll('.notice[role="status"] p')].map((p) => p.textContent);
    expect(notices).toEqual([
      'The service lists workplace "office", which jobstar does not know; it is left out here.',
      'The service lists seniority "guru", which jobstar does not know; it is left out here.',
      'The service lists countries "XX", "ZZ", which are not ISO country codes; they are left out here.',
      'The service lists 45 values for Skills, more than jobstar can keep; this browser keeps its own.',
    ]);
  });
});
