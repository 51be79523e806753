// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { EnableSite } from './EnableSite';

const sent: unknown[] = [];
const answer = { enabled: true };
vi.mock('../../messaging/send', async (original) => ({
  ...(await original<object>()),
  send: async (request: unknown) => {
    sent.push(request);
    return answer;
  },
}));

const settle = () => new Promise((done) => setTimeout(done, 20));
const ORIGIN = 'https://careers.acme-robotics.com';

describe('EnableSite', () => {
  let root: HTMLElement;
  let request: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    sent.length = 0;
    answer.enabled = true;
    request = vi.fn();
    vi.spyOn(browser.permissions, 'request').mockImplementation(
      request as unknown as typeof browser.permissions.request,
    );
    root = document.createElement('div');
    document.body.append(root);
    render(<EnableSite origin={ORIGIN} />, root);
    await settle();
  });
  afterEach(() => {
    render(null, root);
    root.remove();
    vi.restoreAllMocks();
  });

  const button = () => root.querySelector<HTMLButtonElement>('button');

  it('offers the site in words a job seeker understands, and asks nothing before the click', () => {
    expect(button()?.textContent).toBe('Show the star on careers.acme-robotics.com');
    expect(root.querySelector(`#${button()?.getAttribute('aria-describedby')}`)?.textContent).toBe(
      'jobstar will be able to read pages on careers.acme-robotics.com to show the star. Nothing is sent anywhere.',
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('asks the browser for that one origin on the click, waits for the answer, then enables the site', async () => {
    let grant: (granted: boolean) => void = () => undefined;
    request.mockReturnValue(new Promise((resolve) => (grant = resolve)));
    button()!.click();
    expect(request).toHaveBeenCalledWith({ origins: [`${ORIGIN}/*`] });
    await settle();
    expect(button()?.disabled).toBe(true);
    expect(root.textContent).toContain('Answer the browser’s question to go on.');
    grant(true);
    await settle();
    expect(sent).toEqual([{ type: 'site.enable', origin: ORIGIN }]);
    expect(root.querySelector('[role=status]')?.textContent).toBe(
      'The star is on careers.acme-robotics.com now. To remove it, open jobstar’s settings, “Sites you enabled”.',
    );
  });

  it('says so when the browser gave no permission, and enables nothing', async () => {
    request.mockResolvedValue(false);
    button()!.click();
    await settle();
    expect(sent).toEqual([]);
    expect(root.textContent).toContain('Not enabled: the browser did not give the permission.');
    expect(button()?.disabled).toBe(false);
  });

  it('shows a failure in words and offers the button again', async () => {
    request.mockRejectedValue(new Error('boom'));
    button()!.click();
    await settle();
    expect(root.querySelector('[role=alert]')?.textContent).toContain('Could not enable the star here:');
    expect(button()?.disabled).toBe(false);
  });
});
