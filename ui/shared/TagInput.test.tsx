// @vitest-environment happy-dom
import { useSignal } from '@preact/signals';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cityFieldProps } from './place-fields';
import { TagInput } from './TagInput';

vi.hoisted(() => {
  const fake = globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } };
  if (fake.chrome?.i18n) fake.chrome.i18n.getUILanguage = () => 'en';
});

let container: HTMLElement;
let current: string[] = [];

function Field() {
  const values = useSignal(['Go']);
  current = values.value;
  return (
    <TagInput
      id="skills"
      label="Skills"
      values={values.value}
      max={3}
      onChange={(next) => {
        values.value = next;
      }}
    />
  );
}

const box = () => container.querySelector<HTMLInputElement>('#skills')!;

describe('TagInput at its limit', () => {
  beforeEach(async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(() => render(<Field />, container));
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('says how many a paste could not add, and the box stays usable: Backspace removes a chip', async () => {
    await act(() => {
      box().value = 'Rust, Python, Java, Kotlin, Scala';
      box().dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    });
    await act(() => {
      box().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    expect(current).toEqual(['Go', 'Rust', 'Python']);
    expect(container.textContent).toContain('3 were not added: the limit is 3. Remove some to make room.');
    expect(box().disabled).toBe(false);
    await act(() => {
      box().dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true }));
    });
    expect(current).toEqual(['Go', 'Rust']);
    expect(container.textContent).not.toContain('were not added');
  });
});

describe('a city field', () => {
  it('takes the facet’s spelling and marks a city the service does not know before saving', async () => {
    container = document.createElement('div');
    document.body.append(container);
    function Cities() {
      const values = useSignal<string[]>([]);
      current = values.value;
      const onChange = (next: string[]) => {
        values.value = next;
      };
      return (
        <TagInput
          id="city"
          label="City"
          values={values.value}
          onChange={onChange}
          {...cityFieldProps(['Tel Aviv-Yafo'])}
        />
      );
    }
    await act(() => render(<Cities />, container));
    const input = container.querySelector<HTMLInputElement>('#city')!;
    for (const typed of ['tel aviv', 'Springfield']) {
      await act(() => {
        input.value = typed;
        input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
      });
      await act(() => {
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      });
    }
    expect(current).toEqual(['Tel Aviv-Yafo', 'Springfield']);
    expect([...container.querySelectorAll('.chip.unknown')].map((chip) => chip.textContent)).toEqual(['Springfield×']);
    expect(container.textContent).toContain('Not a city the service knows, so no job would match: Springfield.');
  });
});
