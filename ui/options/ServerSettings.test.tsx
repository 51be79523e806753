// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { ServerSettings } from './ServerSettings';

const sent: unknown[] = [];
vi.mock('../../messaging/send', () => ({
  send: async (request: unknown) => {
    sent.push(request);
    return null;
  },
}));

const settle = () => new Promise((done) => setTimeout(done, 20));

function type(root: HTMLElement, id: string, value: string): void {
  const input = root.querySelector<HTMLInputElement>(`#${id}`)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('ServerSettings', () => {
  let root: HTMLElement;
  let request: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    sent.length = 0;
    request = vi.fn();
    vi.spyOn(browser.permissions, 'request').mockImplementation(
      request as unknown as typeof browser.permissions.request,
    );
    root = document.createElement('div');
    document.body.append(root);
    render(<ServerSettings lang="en" />, root);
    await settle();
  });
  afterEach(() => {
    render(null, root);
    root.remove();
    vi.restoreAllMocks();
  });

  const save = async () => {
    root
      .querySelector<HTMLFormElement>('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
  };

  it('shows what is wrong beside each field and asks nothing', async () => {
    type(root, 'server-apiBaseUrl', 'jobs.example.com');
    type(root, 'server-oidcClientId', '  ');
    await save();
    expect(root.querySelector('#server-apiBaseUrl-error')?.textContent).toBe(
      'Enter a full http:// or https:// address',
    );
    expect(root.querySelector('#server-oidcClientId-error')?.textContent).toBe('Required');
    expect(root.querySelector('#server-apiBaseUrl')?.getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('asks for the new hosts first and saves nothing when refused', async () => {
    request.mockResolvedValue(false);
    type(root, 'server-apiBaseUrl', 'https://jobs.example.com:8443/');
    type(root, 'server-oidcIssuer', 'https://id.example.com/realms/jobs');
    await save();
    expect(request).toHaveBeenCalledWith({ origins: ['https://jobs.example.com/*', 'https://id.example.com/*'] });
    expect(sent).toEqual([]);
    expect(root.textContent).toContain('jobstar was not allowed to reach https://jobs.example.com:8443');
  });

  const serviceAnswers = (issuer: string, healthy = true) =>
    vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        url instanceof Request && url.url.includes('/api/companies/search')
          ? new Response(JSON.stringify({ companies: [] }), { status: healthy ? 200 : 503 })
          : new Response(JSON.stringify({ issuer }), { status: 200 }),
      );

  it('saves the settings, tidied, once the permission is granted and the service and provider answer', async () => {
    request.mockResolvedValue(true);
    serviceAnswers('https://id.example.com');
    type(root, 'server-apiBaseUrl', ' https://jobs.example.com/ ');
    type(root, 'server-oidcIssuer', 'https://id.example.com');
    type(root, 'server-oidcClientId', 'my-client ');
    await save();
    expect(sent).toEqual([
      {
        type: 'settings.save',
        settings: {
          apiBaseUrl: 'https://jobs.example.com',
          oidcIssuer: 'https://id.example.com',
          oidcClientId: 'my-client',
        },
      },
    ]);
    expect(root.textContent).toContain('Saved: the service answered and its sign-in provider was found.');
  });

  it('says what the check found and saves nothing, until “Save anyway”', async () => {
    request.mockResolvedValue(true);
    serviceAnswers('https://login.example.com', false);
    type(root, 'server-apiBaseUrl', 'https://jobs.example.com');
    type(root, 'server-oidcIssuer', 'https://id.example.com');
    type(root, 'server-oidcClientId', 'my-client');
    await save();
    expect(sent).toEqual([]);
    expect(root.textContent).toContain('The service at jobs.example.com answered, but says it is not healthy.');
    expect(root.textContent).toContain('names itself https://login.example.com');
    expect(root.querySelector('button[type=submit]')?.textContent).toBe('Save anyway');
    await save();
    expect(sent).toHaveLength(1);
    expect(root.textContent).toContain('Saved. Sign in again if you changed the provider.');
  });
});
