// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { AccountBox, askSignInConsent, signInWhenGranted } from './AccountBox';

const sent: unknown[] = [];
vi.mock('../../messaging/send', () => ({
  send: async (request: unknown) => {
    sent.push(request);
    return null;
  },
}));

const account = { issuer: 'http://127.0.0.1:8787/oidc', subject: 'abc', email: 'dana@example.com' };
/** The element once rendered (preact renders a signal's change on the next tick). */
const rendered = (root: HTMLElement, selector: string) =>
  vi.waitFor(() => {
    const found = root.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`no ${selector} yet`);
    return found;
  });
const buttons = (root: HTMLElement) => [...root.querySelectorAll('button')].map((button) => button.textContent);

describe('AccountBox', () => {
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

  it('offers Sign in when signed out', async () => {
    render(<AccountBox account={null} />, root);
    expect(buttons(root)).toEqual(['Sign in']);
    root.querySelector('button')!.click();
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'auth.signIn' }]));
  });

  it('shows the account with Sign out when signed in', () => {
    render(<AccountBox account={account} />, root);
    expect(root.textContent).toContain('dana@example.com');
    expect(buttons(root)).toEqual(['Sign out']);
  });

  it('asks before signing out, saying what stays and what goes; then names the account and what it keeps', async () => {
    localStorage.clear();
    render(<AccountBox account={account} stars={12} applications={4} />, root);
    root.querySelector('button')!.click();
    const confirm = await rendered(root, '[role="alertdialog"]');
    expect(confirm.textContent).toContain(
      'What stays: 12 stars and 4 applications, kept with dana@example.com — they come back when you sign in.',
    );
    expect(confirm.textContent).toContain('What goes, until you sign in');
    expect(buttons(confirm)).toEqual(['Sign out', 'Stay signed in']);
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Stay signed in'));
    (document.activeElement as HTMLButtonElement).click();
    await vi.waitFor(() => expect(root.querySelector('[role="alertdialog"]')).toBeNull());
    expect(sent).toEqual([]);

    root.querySelector('button')!.click();
    (await rendered(root, '[role="alertdialog"] .primary')).click();
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'auth.signOut', removeData: false }]));
    render(<AccountBox account={null} showHint />, root);
    expect(root.textContent).toContain(
      '12 stars and 4 applications are kept with dana@example.com and come back when you sign in.',
    );
  });

  it('offers to sign in again when the provider refused the session', async () => {
    render(<AccountBox account={account} sessionLost />, root);
    expect(buttons(root)).toEqual(['Sign in again', 'Sign out']);
    root.querySelector('button')!.click();
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'auth.signIn' }]));
  });

  it('on Chrome signs in without asking for data-collection permissions', async () => {
    const request = vi.spyOn(browser.permissions, 'request');
    render(<AccountBox account={null} />, root);
    root.querySelector('button')!.click();
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'auth.signIn' }]));
    expect(await askSignInConsent(false)).toBe(true);
    expect(request).not.toHaveBeenCalled();
  });

  it('on Firefox asks for the sign-in data categories at once, before anything awaits, and goes on only if granted', async () => {
    const request = vi
      .spyOn(browser.permissions, 'request')
      .mockResolvedValueOnce(true as never)
      .mockResolvedValueOnce(false as never);
    const granted = askSignInConsent(true);
    // Called synchronously: the user gesture of the click is still active.
    expect(request).toHaveBeenCalledWith({ data_collection: ['authenticationInfo', 'personallyIdentifyingInfo'] });
    expect(await granted).toBe(true);
    expect(await askSignInConsent(true)).toBe(false);
  });

  it('signs in only when the consent was granted', async () => {
    await signInWhenGranted(Promise.resolve(false));
    expect(sent).toEqual([]);
    await signInWhenGranted(Promise.resolve(true));
    expect(sent).toEqual([{ type: 'auth.signIn' }]);
  });
});
