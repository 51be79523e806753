// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StageControl } from './StageControl';

const sent: unknown[] = [];
let refuse = false;
vi.mock('../../messaging/send', async (original) => {
  const actual = await original<typeof import('../../messaging/send')>();
  return {
    ...actual,
    send: async (request: unknown) => {
      sent.push(request);
      if (refuse) throw new actual.MessageError({ kind: 'application.notStarred' }, 'Star this job first.');
      return { stage: 'applied', movedAt: new Date().toISOString() };
    },
  };
});

const settle = () => act(() => new Promise((done) => setTimeout(done, 10)));
let container: HTMLElement;
const select = () => container.querySelector('select')!;
const choose = async (value: string) => {
  select().value = value;
  select().dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
};

describe('StageControl', () => {
  beforeEach(async () => {
    sent.length = 0;
    refuse = false;
    container = document.createElement('div');
    document.body.append(container);
    await act(() => render(<StageControl jobId="linkedin:1" title="Data Engineer" stage="saved" />, container));
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('is named for its job and offers every stage, the current one chosen', () => {
    expect(select().getAttribute('aria-label')).toBe('Stage of Data Engineer');
    expect([...select().options].map((option) => option.text)).toEqual([
      'Saved',
      'Applied',
      'Interviewing',
      'Offer',
      'Rejected',
      'Withdrawn',
      'Ghosted',
    ]);
    expect(select().value).toBe('saved');
  });

  it('one change moves the job: the stage goes to the background', async () => {
    await choose('applied');
    expect(sent).toEqual([{ type: 'application.setStage', jobId: 'linkedin:1', stage: 'applied' }]);
    // The select keeps the stored stage until the database says otherwise.
    expect(select().value).toBe('saved');
  });

  it('a refusal is said under the control, tied to it', async () => {
    refuse = true;
    await choose('offer');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Star this job first.');
    expect(select().getAttribute('aria-describedby')).toBe('stage-linkedin:1-error');
  });
});
