// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import type { ApplicationRow } from '../../../model/application';
import { dayOf } from './dates';
import { FieldsForm } from './FieldsForm';
import { MoveForm } from './MoveForm';
import { ReminderControls } from './ReminderControls';

const sent: Record<string, unknown>[] = [];
let refusal: { kind: string; message: string } | undefined;
vi.mock('../../../messaging/send', async (original) => {
  const actual = await original<typeof import('../../../messaging/send')>();
  return {
    ...actual,
    send: async (request: Record<string, unknown>) => {
      sent.push(request);
      if (refusal) throw new actual.MessageError({ kind: refusal.kind as 'application.futureMove' }, refusal.message);
      return null;
    },
  };
});

const row: ApplicationRow = {
  jobId: 'linkedin:7',
  stage: 'applied',
  history: [
    { stage: 'saved', at: '2026-03-01T10:00:00.000Z' },
    { stage: 'applied', at: '2026-03-03T10:00:00.000Z' },
  ],
  movedAt: '2026-03-03T10:00:00.000Z',
  linked: [],
  updatedAt: '2026-03-03T10:00:00.000Z',
  notes: 'Recruiter: Dana',
};

const settle = () => act(() => new Promise((done) => setTimeout(done, 10)));
let root: HTMLElement;
const $ = <T extends Element = HTMLInputElement>(selector: string) => root.querySelector<T & Element>(selector)!;
function type(selector: string, value: string) {
  const field = $<HTMLInputElement>(selector);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
const submit = async (selector: string) => {
  $<HTMLFormElement>(selector).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await settle();
};
const mount = (node: preact.ComponentChild) => act(() => render(node, root));

beforeEach(() => {
  sent.length = 0;
  refusal = undefined;
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
  vi.restoreAllMocks();
});

describe('notes and fields', () => {
  beforeEach(() => mount(<FieldsForm application={row} lang="en" />));

  it('a wrong e-mail is said next to its field and nothing is sent', async () => {
    type('#app-contactEmail', 'dana at acme');
    await submit('form');
    expect($('#app-contactEmail-error').textContent).toBe(
      'This does not look like an e-mail address (name@example.com).',
    );
    expect($('#app-contactEmail').getAttribute('aria-invalid')).toBe('true');
    expect($('#app-contactEmail').getAttribute('aria-describedby')).toBe('app-contactEmail-error');
    expect(sent).toEqual([]);
  });

  it('Save sends every field trimmed; an emptied field is sent empty (removed)', async () => {
    type('#app-contactEmail', ' dana@acme.com ');
    type('#app-foundVia', ' a friend ');
    await submit('form');
    expect(sent).toEqual([
      {
        type: 'application.update',
        jobId: 'linkedin:7',
        notes: 'Recruiter: Dana',
        foundVia: 'a friend',
        contactName: '',
        contactEmail: 'dana@acme.com',
        toldSalary: '',
      },
    ]);
    expect($('.save-state').textContent).toBe('Saved.');
  });

  it('notes save when the field is left, only when changed; the count shows near the cap', async () => {
    $('#app-notes').dispatchEvent(new Event('blur'));
    await settle();
    expect(sent).toEqual([]);
    type('#app-notes', 'Called back on Monday');
    $('#app-notes').dispatchEvent(new Event('blur'));
    await settle();
    expect(sent).toEqual([{ type: 'application.update', jobId: 'linkedin:7', notes: 'Called back on Monday' }]);
    expect(root.querySelector('.counter')).toBeNull();
    type('#app-notes', 'x'.repeat(19_000));
    await settle();
    expect($('.counter').textContent).toBe('19000 of 20000 characters');
  });
});

describe('a move dated in the past', () => {
  beforeEach(() => mount(<MoveForm application={row} lang="en" />));

  it('lists the dated history', () => {
    expect([...root.querySelectorAll('.app-history time')].map((item) => item.textContent)).toEqual([
      'Saved — March 1, 2026',
      'Applied — March 3, 2026',
    ]);
  });

  it('sends the stage with noon of the chosen day', async () => {
    $<HTMLSelectElement>('#move-stage').value = 'interviewing';
    $('#move-stage').dispatchEvent(new Event('change', { bubbles: true }));
    type('#move-date', '2026-03-05');
    await submit('form');
    expect(sent).toEqual([
      {
        type: 'application.setStage',
        jobId: 'linkedin:7',
        stage: 'interviewing',
        at: new Date(2026, 2, 5, 12).toISOString(),
      },
    ]);
  });

  it('the rules’ refusal is said in plain words next to the date', async () => {
    refusal = { kind: 'application.beforeStar', message: 'A move cannot be dated before the job was starred.' };
    type('#move-date', '2026-02-01');
    await submit('form');
    expect($('#move-date-error').textContent).toBe('A move cannot be dated before the job was starred.');
    expect($('#move-date').getAttribute('aria-invalid')).toBe('true');
  });

  it('an empty date asks for one and sends nothing', async () => {
    type('#move-date', '');
    await submit('form');
    expect($('#move-date-error').textContent).toBe('Choose a date.');
    expect(sent).toEqual([]);
  });
});

describe('editing the date of a recorded move', () => {
  beforeEach(() => mount(<MoveForm application={row} lang="en" />));
  const edit = async () => {
    root.querySelector<HTMLButtonElement>('[aria-label="Edit the date of Applied"]')!.click();
    await settle();
  };

  it('each move after the star has an Edit date button; the star has none', () => {
    const items = [...root.querySelectorAll('.app-history li')];
    expect(items.map((item) => item.querySelector('button')?.textContent ?? null)).toEqual([null, 'Edit date']);
  });

  it('opens a labelled date field on the move’s day and sends noon of the new day', async () => {
    await edit();
    const field = $('#redate-1');
    expect(root.querySelector('label[for="redate-1"]')!.textContent).toBe('Date of Applied');
    expect(field.value).toBe(dayOf(row.history[1]!.at));
    expect(document.activeElement).toBe(field);
    type('#redate-1', '2026-03-02');
    await submit('.redate-form');
    expect(sent).toEqual([
      { type: 'application.redate', jobId: 'linkedin:7', index: 1, at: new Date(2026, 2, 2, 12).toISOString() },
    ]);
    expect(root.querySelector('#redate-1')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Edit date');
  });

  it('the refusal is said in plain words next to the field, which stays open', async () => {
    refusal = { kind: 'application.futureMove', message: 'A move cannot be dated in the future.' };
    await edit();
    type('#redate-1', '2099-01-01');
    await submit('.redate-form');
    expect($('#redate-1-error').textContent).toBe('A move cannot be dated in the future.');
    expect($('#redate-1').getAttribute('aria-invalid')).toBe('true');
    expect($('#redate-1').getAttribute('aria-describedby')).toBe('redate-1-error');
  });

  it('Cancel and Escape close the field without sending', async () => {
    await edit();
    [...root.querySelectorAll('button')].find((button) => button.textContent === 'Cancel')!.click();
    await settle();
    expect(root.querySelector('#redate-1')).toBeNull();
    await edit();
    $('#redate-1').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await settle();
    expect(root.querySelector('#redate-1')).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('reminders', () => {
  const click = async (name: string) => {
    const button = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;
    button.click();
    await settle();
  };

  it('not yet allowed: says why; the first reminder asks from the click; declined, it says no notification will appear', async () => {
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(false as never);
    const request = vi.spyOn(browser.permissions, 'request').mockResolvedValue(false as never);
    await mount(<ReminderControls application={row} due={false} lang="en" />);
    await settle();
    expect(root.textContent).toContain('asks your browser once for permission to show notifications');
    await click('Remind me in 3 days');
    expect(request).toHaveBeenCalledWith({ permissions: ['notifications'] });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'application.remind', jobId: 'linkedin:7' });
    const at = Date.parse(sent[0]!.at as string);
    expect(Math.abs(at - (Date.now() + 3 * 86_400_000))).toBeLessThan(5_000);
    expect(root.textContent).toContain('the reminder will show here as due, but no notification will appear');
  });

  it('granted: sets the reminder without a note; already granted, never asks again', async () => {
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
    const request = vi.spyOn(browser.permissions, 'request').mockResolvedValue(true as never);
    await mount(<ReminderControls application={row} due={false} lang="en" />);
    await settle();
    expect(root.textContent).not.toContain('asks your browser');
    await click('Remind me in 14 days');
    expect(request).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(root.textContent).not.toContain('no notification will appear');
  });

  it('a day in the past: the refusal is said next to the day field', async () => {
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
    await mount(<ReminderControls application={row} due={false} lang="en" />);
    await settle();
    refusal = { kind: 'application.reminderPast', message: 'Choose a reminder time that is not in the past.' };
    type('#remind-day', '2020-01-01');
    await submit('form');
    expect($('#remind-day-error').textContent).toBe('Choose a reminder time that is not in the past.');
    expect(sent[0]).toMatchObject({ at: new Date(2020, 0, 1, 9).toISOString() });
  });

  it('shows a due reminder as due, and Remove sends none', async () => {
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
    await mount(
      <ReminderControls application={{ ...row, remindAt: '2026-03-10T07:00:00.000Z' }} due={true} lang="en" />,
    );
    expect($('.reminder-state').textContent).toBe('Follow-up due since March 10, 2026');
    await click('Remove reminder');
    expect(sent).toEqual([{ type: 'application.remind', jobId: 'linkedin:7', at: null }]);
  });
});
