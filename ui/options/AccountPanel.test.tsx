// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountInfo } from '../../model/account';
import { AccountPanel } from './AccountPanel';

vi.mock('../../messaging/send', () => ({ send: async () => null }));
vi.mock('./ServerSettings', () => ({ ServerSettings: () => null }));

const signedIn = { issuer: 'https://id.example', subject: 'dana' };

describe('the options page says why no digest can reach the account', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });
  const note = (account: AccountInfo, lang: 'en' | 'he' = 'en') => {
    render(<AccountPanel account={account} lang={lang} />, root);
    return root.querySelector('[data-testid="digest-address-note"]')?.textContent ?? null;
  };

  it('an address the provider did not verify gets no digests, and the page says so', () => {
    expect(note({ ...signedIn, email: 'dana@example.com', emailVerified: false })).toBe(
      'Your sign-in provider has not confirmed that dana@example.com is yours, so the service sends no digests to it. Verify the address with your provider, then sign in again.',
    );
    expect(note({ ...signedIn, email: 'dana@example.com', emailVerified: false }, 'he')).toMatch(
      /dana@example\.com.*תקצירים/,
    );
  });

  it('no address at all is said too; a verified one, or one from before the flag was kept, says nothing', () => {
    expect(note({ ...signedIn, emailVerified: false })).toMatch(/gave no e-mail address/);
    expect(note({ ...signedIn, email: 'dana@example.com', emailVerified: true })).toBeNull();
    expect(note({ ...signedIn, email: 'dana@example.com' })).toBeNull();
  });
});
