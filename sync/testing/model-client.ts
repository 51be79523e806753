/**
 * One simulated browser for the model test: its own IndexedDB (kept across restarts), a sync engine bound to
 * its current account, an API client against the real reference server, a network switch and a token
 * source that can hand out an expired token once. With `extensions`, it is bound as the background binds it
 * (sync/wiring.ts): it learns of jobstar's service extension from the server's `/me` answers and uses it.
 */
import { createApiClient } from '../../api/client';
import type { AccountInfo } from '../../model/account';
import { switchToAccount, switchToSignedOut } from '../../storage/accounts';
import { type AccountDb, createLocalStore, dbNameFor, type LocalStore } from '../../storage/db';
import { isolated } from '../../storage/testing/db-fixture';
import { bindTokens } from '../bound-tokens';
import { createSyncEngine, type SyncEngine } from '../engine';
import { accountBinding } from '../wiring';

export interface ModelServer {
  url: string;
  issuer: string;
  mintIdToken(email: string, opts?: { expiresInSeconds?: number }): Promise<string>;
}

const subjectOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

export class ModelClient {
  readonly idb = isolated();
  store!: LocalStore;
  engine!: SyncEngine;
  online = true;
  expireNext = false;
  email: string | null = null;
  private tokens = new Map<string, string>();

  constructor(
    readonly server: ModelServer,
    readonly timeoutMs: number,
    readonly extensions = false,
  ) {
    this.boot();
  }

  boot(): void {
    this.store = createLocalStore(this.idb);
    const store = this.store;
    this.engine = createSyncEngine({
      bind: async () => {
        const account = await store.currentAccount();
        if (!account) return null;
        const key = dbNameFor(account);
        const client = {
          baseUrl: this.server.url,
          timeoutMs: this.timeoutMs,
          fetch: this.fetch,
          tokens: bindTokens(account, this.tokenSource(account.email ?? '')),
        };
        if (this.extensions) return accountBinding(key, store.open(key), client);
        return { key, db: store.open(key), api: createApiClient(client) };
      },
      currentKey: async () => {
        const account = await store.currentAccount();
        return account ? dbNameFor(account) : null;
      },
      schedule: () => undefined,
    });
  }

  restart(): void {
    this.store.close();
    this.boot();
  }

  private fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    this.online ? fetch(input, init) : Promise.reject(new TypeError('fetch failed: offline'));

  private tokenSource(email: string) {
    return {
      token: async () => {
        if (this.expireNext) {
          this.expireNext = false;
          return this.server.mintIdToken(email, { expiresInSeconds: -120 });
        }
        return this.validToken(email);
      },
      refresh: async () => this.validToken(email),
    };
  }

  private async validToken(email: string): Promise<string> {
    let token = this.tokens.get(email);
    if (!token) {
      token = await this.server.mintIdToken(email);
      this.tokens.set(email, token);
    }
    return token;
  }

  async accountFor(email: string): Promise<AccountInfo> {
    return { issuer: this.server.issuer, subject: subjectOf(await this.validToken(email)), email };
  }

  async signIn(email: string): Promise<void> {
    if (this.email && this.email !== email) await switchToSignedOut(this.store, { removeData: false });
    await switchToAccount(this.store, await this.accountFor(email));
    this.email = email;
  }

  async signOut(): Promise<void> {
    await switchToSignedOut(this.store, { removeData: false });
    this.email = null;
  }

  db(): Promise<AccountDb> {
    return this.store.currentDb();
  }

  async dbOf(email: string): Promise<AccountDb> {
    return this.store.open(dbNameFor(await this.accountFor(email)));
  }
}
