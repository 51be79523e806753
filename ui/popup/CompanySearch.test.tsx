// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanySearchQuery } from '../../api/contract';
import { ApiError } from '../../api/errors';
import type { PublicApi } from '../../api/public';
import type { Service } from '../shared/use-service';
import { CompanySearch } from './CompanySearch';

vi.hoisted(() => {
  const fake = globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } };
  if (fake.chrome?.i18n) fake.chrome.i18n.getUILanguage = () => 'en';
});

const facets = { country: [], city: [], department: [], ats: [], skills: [] };
let container: HTMLElement;
let searchCompanies: ReturnType<typeof vi.fn>;
let jobs: ReturnType<typeof vi.fn>;

const service = (): Service => ({
  baseUrl: 'http://service.test',
  api: { searchCompanies, jobs } as unknown as PublicApi,
});

async function mount() {
  await act(() =>
    render(<CompanySearch service={service()} db={undefined} profile={null} facets={facets} />, container),
  );
}

async function typeName(text: string) {
  await act(() => {
    const input = container.querySelector<HTMLInputElement>('#search-name')!;
    input.value = text;
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
  });
}

/** Past the debounce, then let the answer render. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

const text = () => container.textContent ?? '';

describe('CompanySearch states', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    container = document.createElement('div');
    document.body.append(container);
    searchCompanies = vi.fn();
    jobs = vi.fn();
  });
  afterEach(async () => {
    await typeName('');
    render(null, container);
    container.remove();
    vi.useRealTimers();
  });

  it('one character: a neutral hint, no alert, says why nothing is searched, and sends nothing', async () => {
    await mount();
    await typeName('a');
    await settle();
    expect(container.querySelector('#search-name-hint')?.textContent).toBe('At least 2 characters');
    expect(container.querySelector('[role=alert], [aria-invalid=true]')).toBeNull();
    expect(text()).toContain('Type at least 2 characters of a company name or domain.');
    expect(searchCompanies).not.toHaveBeenCalled();
  });

  it('results: name, domain, count under the filters, link to the company jobs', async () => {
    searchCompanies.mockResolvedValue({
      companies: [
        { name: 'Acme', domain: 'acme.com', open_jobs: 3 },
        { name: 'Acorn', domain: 'acorn.io', open_jobs: 1, jobs_url: 'https://jobs.acorn.io/all' },
      ],
    });
    await mount();
    await typeName('ac');
    expect(text()).not.toContain('Searching…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(searchCompanies).toHaveBeenCalledWith({ name: 'ac' } satisfies CompanySearchQuery, expect.any(AbortSignal));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const links = [...container.querySelectorAll<HTMLAnchorElement>('.company-row a')];
    expect(links.map((link) => link.href)).toEqual([
      'http://service.test/companies/acme.com',
      'https://jobs.acorn.io/all',
    ]);
    expect(text()).toContain('3 open jobs');
    expect(text()).toContain('1 open job');
    expect(text()).toContain('2 companies');
  });

  it('a row opens to its own jobs under the same filters, each with a star named for it', async () => {
    searchCompanies.mockResolvedValue({ companies: [{ name: 'Acme', domain: 'acme.com', open_jobs: 1 }] });
    jobs.mockResolvedValue({ jobs: [{ job_id: 'svc:1', title: 'Data Engineer', company: 'Acme' }], total: 1 });
    await mount();
    await typeName('ac');
    await settle();
    const toggle = container.querySelector<HTMLButtonElement>('button[aria-label="Show the jobs at Acme"]')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(() => toggle.click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(jobs).toHaveBeenCalledWith({ company: 'acme.com', sort: 'newest', limit: '10' }, expect.any(AbortSignal));
    expect(container.querySelector('button[aria-label="Star job: Data Engineer at Acme"]')).not.toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('nothing found says so, with the name', async () => {
    searchCompanies.mockResolvedValue({ companies: [] });
    await mount();
    await typeName('zz');
    await settle();
    expect(text()).toContain('No company matches “zz” with these filters.');
  });

  it('an unreachable service is named by its host as the header names it, not as “offline”, and Retry searches again', async () => {
    searchCompanies.mockRejectedValueOnce(new ApiError('network', 'The service could not be reached'));
    searchCompanies.mockResolvedValueOnce({ companies: [{ name: 'Acme', domain: 'acme.com', open_jobs: 2 }] });
    await mount();
    await typeName('acme');
    await settle();
    expect(text()).toContain('The search failed: Can’t reach the service at service.test');
    expect(text()).not.toContain('offline');
    expect(text()).not.toContain('Check your connection');
    const retry = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Retry')!;
    await act(() => retry.click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(text()).toContain('2 open jobs');
  });

  it('a server error is said in plain words, its status and message behind Details', async () => {
    searchCompanies.mockRejectedValue(new ApiError('server', 'The service answered 503', 503));
    await mount();
    await typeName('bolt');
    await settle();
    expect(text()).toContain('The search failed: The service is having trouble right now');
    expect(container.querySelector('details pre')?.textContent).toBe('HTTP 503: The service answered 503');
  });
});
