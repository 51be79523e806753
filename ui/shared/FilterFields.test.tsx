// @vitest-environment happy-dom
import { useSignal } from '@preact/signals';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterToQuery } from '../../api/contract';
import { FilterFields } from './FilterFields';
import { draftToFilter, emptyDraft, type FilterDraft } from './filter-draft';

vi.hoisted(() => {
  const fake = globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } };
  if (fake.chrome?.i18n) fake.chrome.i18n.getUILanguage = () => 'en';
});

let container: HTMLElement;
let lastQuery: unknown;

function Form({ initial }: { initial: FilterDraft }) {
  const draft = useSignal(initial);
  const result = draftToFilter(draft.value);
  lastQuery = result.ok ? filterToQuery(result.filter) : undefined;
  return (
    <FilterFields
      idPrefix="t"
      value={draft.value}
      onChange={(next) => {
        draft.value = next;
      }}
      errors={result.ok ? {} : result.errors}
    />
  );
}

const box = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;

async function type(id: string, text: string) {
  await act(() => {
    const input = box(id);
    input.value = text;
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
  });
}

async function key(id: string, name: string) {
  await act(() => {
    box(id).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });
}

describe('FilterFields in the page', () => {
  beforeEach(async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(() => render(<Form initial={emptyDraft()} />, container));
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('shows a wrong number beside its field, wired for screen readers, and yields no query', async () => {
    await type('t-salary_min', '-5');
    const error = container.querySelector('#t-salary_min-error');
    expect(error?.textContent).toBe('Must be 0 or more');
    expect(box('t-salary_min').getAttribute('aria-invalid')).toBe('true');
    expect(box('t-salary_min').getAttribute('aria-describedby')).toContain('t-salary_min-error');
    expect(lastQuery).toBeUndefined();
    await type('t-salary_min', '12000');
    expect(container.querySelector('#t-salary_min-error')).toBeNull();
    expect(lastQuery).toEqual({ salary_min: '12000' });
  });

  it('adds list items on Enter and removes the last on Backspace', async () => {
    await type('t-city', 'Haifa');
    await key('t-city', 'Enter');
    await type('t-city', 'Tel Aviv');
    await key('t-city', 'Enter');
    expect(lastQuery).toEqual({ city: 'Haifa,Tel Aviv' });
    expect([...container.querySelectorAll('.chip span')].map((chip) => chip.textContent)).toEqual([
      'Haifa',
      'Tel Aviv',
    ]);
    await type('t-city', '');
    await key('t-city', 'Backspace');
    expect(lastQuery).toEqual({ city: 'Haifa' });
  });

  it('takes a country by name and sends its code; an unknown code is named beside the field', async () => {
    await type('t-country', 'Israel');
    await key('t-country', 'Enter');
    expect(lastQuery).toEqual({ country: 'IL' });
    await type('t-country', 'XX');
    await key('t-country', 'Enter');
    expect(container.querySelector('#t-country-error')?.textContent).toBe('Not a country code: XX');
    expect(lastQuery).toBeUndefined();
  });

  it('seniority and workplace take one choice each, "Any" sends neither', async () => {
    const choice = (group: string, name: string) =>
      [...container.querySelectorAll<HTMLLabelElement>(`#t-${group} label`)]
        .find((label) => label.textContent === name)!
        .querySelector('input')!;
    await act(() => choice('seniority', 'Senior').click());
    await act(() => choice('seniority', 'Staff').click());
    await act(() => choice('workplace', 'Remote').click());
    expect(choice('seniority', 'Senior').checked).toBe(false);
    expect(lastQuery).toEqual({ seniority: 'staff', workplace: 'remote' });
    await act(() => choice('seniority', 'Any').click());
    expect(lastQuery).toEqual({ workplace: 'remote' });
  });

  it('flags and choices become "1" and single values', async () => {
    await act(() => {
      container.querySelector<HTMLInputElement>('#t-seniority input[type=radio]:not(:checked)')!.click();
    });
    const checks = [...container.querySelectorAll<HTMLLabelElement>('label.check')];
    await act(() => {
      checks
        .find((label) => label.textContent === 'Salary known (in shekels)')!
        .querySelector('input')!
        .click();
    });
    expect(lastQuery).toEqual({ seniority: 'intern', salary_known: '1' });
  });

  it('puts the essentials first and the rest under More filters, which opens when one of them is set; no job ids field', async () => {
    const more = () => container.querySelector<HTMLDetailsElement>('details.more-filters')!;
    expect(more().open).toBe(false);
    for (const essential of ['t-country', 't-city', 't-workplace', 't-seniority', 't-skills', 't-salary_min']) {
      expect(more().contains(box(essential))).toBe(false);
    }
    expect(more().contains(box('t-department'))).toBe(true);
    expect(container.querySelector('#t-ids')).toBeNull();
    expect(container.textContent).toContain('Lowest salary (₪ per month)');
    await type('t-location', 'Haifa');
    expect(more().open).toBe(true);
  });
});

describe('list fields take the spelling of a matching suggestion', () => {
  it('"tel aviv" becomes "Tel Aviv" as the facet spells it', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const onChange = vi.fn();
    await act(() =>
      render(
        <FilterFields
          idPrefix="s"
          value={emptyDraft()}
          onChange={onChange}
          suggestions={{ city: ['Tel Aviv', 'Haifa'] }}
        />,
        container,
      ),
    );
    await type('s-city', 'tel aviv');
    await key('s-city', 'Enter');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ city: ['Tel Aviv'] }));
    render(null, container);
    container.remove();
  });
});
