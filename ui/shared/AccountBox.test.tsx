// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountBox } from './AccountBox';

const sent: unknown[] = [];
vi.mock('../../messaging/send', () => ({
  send: async (request: unknown) => {
    sent.push(request);
    return null;
  },
}));

const account = { issuer: 'http://127.0.0.1:8787/oidc', subject: 'abc', email: 'dana@example.com' };
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

  it('offers Sign in when signed out', () => {
    render(<AccountBox account={null} />, root);
    expect(buttons(root)).toEqual(['Sign in']);
    root.querySelector('button')!.click();
    expect(sent).toEqual([{ type: 'auth.signIn' }]);
  });

  it('shows the account with Sign out when signed in', () => {
    render(<AccountBox account={account} />, root);
    expect(root.textContent).toContain('dana@example.com');
    expect(buttons(root)).toEqual(['Sign out']);
  });

  it('offers to sign in again when the provider refused the session', () => {
    render(<AccountBox account={account} sessionLost />, root);
    expect(buttons(root)).toEqual(['Sign in again', 'Sign out']);
    root.querySelector('button')!.click();
    expect(sent).toEqual([{ type: 'auth.signIn' }]);
  });
});
