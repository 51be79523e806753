/**
 * For tests: the reference server's dev provider in-process, and the part of a browser that the
 * identity flow plays (follow redirects with cookies, fill the login form) so a real authorization
 * code flow runs without Chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Settings } from '../../model/settings';
import { type RunningServer, startServer } from '../../server/app';
import { CHROME_REDIRECT_URI } from '../../server/oidc/provider';

export const REDIRECT_URI = CHROME_REDIRECT_URI;

export interface DevProvider {
  server: RunningServer;
  settings: Settings;
  stop(): Promise<void>;
}

export async function startDevProvider(options: { idTokenTtlSeconds?: number } = {}): Promise<DevProvider> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobstar-auth-test-'));
  const server = await startServer({ port: 0, dataDir, jobs: 10, faults: true, ...options });
  return {
    server,
    settings: { apiBaseUrl: server.url, oidcIssuer: server.issuer, oidcClientId: server.clientId },
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A cookie jar per "browser": the provider's session cookie makes a second sign-in skip the login page. */
export class BrowserStandIn {
  private cookies = new Map<string, string>();
  /** URLs this browser was sent to, in order. */
  readonly visited: string[] = [];

  /** The e-mail this person types into the login page. */
  constructor(public email: string) {}

  private remember(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(header) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private async go(url: string, init: RequestInit = {}): Promise<Response> {
    this.visited.push(url);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    this.remember(response);
    return response;
  }

  /** Plays `identity.launchWebAuthFlow`: resolves with the redirect to `redirectUri`. */
  readonly launch = async (authorizeUrl: string, redirectUri = REDIRECT_URI): Promise<string> => {
    let url = authorizeUrl;
    for (let hop = 0; hop < 10; hop++) {
      if (url.startsWith(redirectUri)) return url;
      const response = await this.go(url);
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).href;
        continue;
      }
      // A page with a form: the login page, or the provider's auto-submitted "end the previous session" form.
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`The provider showed a page without a form: ${page.slice(0, 300)}`);
      const fields = new URLSearchParams();
      for (const [input] of page.matchAll(/<input[^>]*>/g)) {
        const name = /name="([^"]+)"/.exec(input)?.[1];
        if (name) fields.set(name, name === 'email' ? this.email : (/value="([^"]*)"/.exec(input)?.[1] ?? ''));
      }
      const posted = await this.go(new URL(action.replace(/&amp;/g, '&'), url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      });
      const next = posted.headers.get('location');
      if (!next)
        throw new Error(`The form did not redirect (${posted.status}): ${(await posted.text()).slice(0, 300)}`);
      url = new URL(next, url).href;
    }
    throw new Error('Too many redirects');
  };

  /** Whether the login form was filled since `visited` was last emptied. */
  get sawLoginPage(): boolean {
    return this.visited.some((url) => /\/interaction\/[^/]+\/login$/.test(new URL(url).pathname));
  }
}
