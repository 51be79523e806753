// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileRow } from '../../storage/db';
import { CvSkills } from './CvSkills';

const sent: unknown[] = [];
vi.mock('../../messaging/send', () => ({
  send: async (request: unknown) => {
    sent.push(request);
    return null;
  },
}));

const spec = {
  skills: [
    { name: 'Go', aliases: ['golang'] },
    { name: 'Rust', aliases: [] },
    { name: 'Python', aliases: ['py'] },
    { name: 'Kubernetes', aliases: ['k8s'] },
  ],
};

const rowWith = (skills: string[]): ProfileRow => ({
  id: 'me',
  local: { skills, digest_tz: 'Europe/London', cadence: 'weekly', digest_day: 2, digest_time: '07:30' },
  dirty: 0,
  skillSpec: spec,
  updatedAt: 1,
});

const settle = () => new Promise((done) => setTimeout(done, 20));

async function pick(root: HTMLElement, text: string): Promise<void> {
  const input = root.querySelector<HTMLInputElement>('#cv-file')!;
  Object.defineProperty(input, 'files', {
    value: [new File([text], 'cv.txt', { type: 'text/plain' })],
    configurable: true,
  });
  input.dispatchEvent(new Event('change', { bubbles: true }));
  for (let tries = 0; tries < 50 && !root.querySelector('.cv-found, #cv-file-error'); tries++) await settle();
}

const boxes = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLInputElement>('.cv-list input')].map((box) => ({
    skill: box.closest('label')!.textContent,
    checked: box.checked,
    disabled: box.disabled,
  }));

describe('CvSkills', () => {
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

  it('marks skills already in the profile and adds the rest to the profile’s skills, sending only those', async () => {
    render(<CvSkills row={rowWith(['Go'])} lang="en" />, root);
    await pick(root, 'GOLANG, rust and k8s at Google');
    expect(root.textContent).toContain('Found 3 known skills.');
    expect(boxes(root)).toEqual([
      { skill: 'Go — already in your profile', checked: true, disabled: true },
      { skill: 'Rust', checked: true, disabled: false },
      { skill: 'Kubernetes', checked: true, disabled: false },
    ]);
    root.querySelector<HTMLButtonElement>('.cv-found button')!.click();
    await settle();
    expect(sent).toEqual([{ type: 'profile.patch', profile: { skills: ['Go', 'Rust', 'Kubernetes'] } }]);
    expect(root.textContent).toContain('Added 2 skills.');
  });

  it('with unsaved edits in the profile form, counts the draft’s skills and adds the new ones to the draft', async () => {
    const addSkills = vi.fn();
    render(<CvSkills row={rowWith(['Go'])} lang="en" draft={{ skills: ['Go', 'Rust'], addSkills }} />, root);
    await pick(root, 'golang, rust and k8s');
    expect(boxes(root)).toEqual([
      { skill: 'Go — already in your profile', checked: true, disabled: true },
      { skill: 'Rust — already in your profile', checked: true, disabled: true },
      { skill: 'Kubernetes', checked: true, disabled: false },
    ]);
    root.querySelector<HTMLButtonElement>('.cv-found button')!.click();
    await settle();
    expect(sent).toMatchObject([{ type: 'profile.patch', profile: { skills: ['Go', 'Kubernetes'] } }]);
    expect(addSkills).toHaveBeenCalledWith(['Kubernetes']);
    expect(root.textContent).toContain('Added 1 skill.');
  });

  it('offers no more than the 40-skill limit leaves room for', async () => {
    const full = Array.from({ length: 39 }, (_, index) => `Skill ${index}`);
    render(<CvSkills row={rowWith(full)} lang="en" />, root);
    await pick(root, 'Go, Rust, Python');
    expect(root.textContent).toContain('Room for 1 more (at most 40 skills).');
    expect(boxes(root)).toEqual([
      { skill: 'Go', checked: true, disabled: false },
      { skill: 'Rust', checked: false, disabled: true },
      { skill: 'Python', checked: false, disabled: true },
    ]);
  });

  it('says why a file cannot be read, beside the picker', async () => {
    render(<CvSkills row={rowWith([])} lang="en" />, root);
    const input = root.querySelector<HTMLInputElement>('#cv-file')!;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'photo.png', { type: 'image/png' })] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    for (let tries = 0; tries < 50 && !root.querySelector('#cv-file-error'); tries++) await settle();
    expect(root.querySelector('#cv-file-error')?.textContent).toBe('This is not a PDF, Word (.docx) or text file.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('cv-file-error');
  });

  it('signed out, with no skill list from the service, still reads the CV and adds its skills to the local profile', async () => {
    render(<CvSkills row={undefined} lang="en" />, root);
    const input = root.querySelector<HTMLInputElement>('#cv-file')!;
    expect(input.disabled).toBe(false);
    await pick(root, 'Five years of Golang and PostgreSQL; some React.');
    expect(boxes(root).map((box) => box.skill)).toEqual(['Go', 'React', 'PostgreSQL']);
    root.querySelector<HTMLButtonElement>('.cv-found button.primary')!.click();
    await vi.waitFor(() =>
      expect(sent).toEqual([{ type: 'profile.patch', profile: { skills: ['Go', 'React', 'PostgreSQL'] } }]),
    );
  });
});
