/**
 * The dev identity provider: oidc-provider at /oidc with one public client (the extension), code flow with
 * PKCE (S256) required, rotated refresh tokens for `offline_access` without prompt=consent, revocation, keys
 * persisted in DATA_DIR, and a plain login page where any e-mail is an account. Consent is skipped for this
 * first-party client: a grant for the requested scopes is created on the fly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, {
  type Adapter,
  type AdapterPayload,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { DB } from '../db';
import { esc, page } from '../html/layout';
import { accountBySub, EMAIL_PATTERN, ensureAccount } from './accounts';
import type { ProviderKeys } from './keys';
import { CLIENT_ID } from './tokens';

export const CHROME_EXTENSION_ID = 'inhfehfnfbbpfnnaibimkhgfggjbbkka';
export const CHROME_REDIRECT_URI = `https://${CHROME_EXTENSION_ID}.chromiumapp.org/`;
export const CHROME_ORIGIN = `chrome-extension://${CHROME_EXTENSION_ID}`;
export const OIDC_PREFIX = '/oidc';

/** Extension origins allowed by CORS (the API's and the provider's). */
export function isExtensionOrigin(origin: string | undefined): boolean {
  if (!origin) return false;
  return origin === CHROME_ORIGIN || /^moz-extension:\/\/[0-9a-f-]+$/i.test(origin);
}

function sqliteAdapter(db: DB) {
  const upsert = db.prepare(`INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
      user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`);
  const byId = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND id = ?');
  const byUid = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND uid = ?');
  const byUserCode = db.prepare(
    'SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND user_code = ?',
  );
  const consume = db.prepare('UPDATE oidc_payloads SET consumed_at = ? WHERE model = ? AND id = ?');
  const destroy = db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND id = ?');
  const revokeGrant = db.prepare('DELETE FROM oidc_payloads WHERE grant_id = ?');
  const purge = db.prepare('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at < ?');

  type Row = { payload: string; expires_at: number | null; consumed_at: number | null } | undefined;
  const read = (row: Row): AdapterPayload | undefined => {
    if (!row) return undefined;
    if (row.expires_at !== null && row.expires_at < Date.now()) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    if (row.consumed_at !== null) payload.consumed = Math.floor(row.consumed_at / 1000);
    return payload;
  };
  let writes = 0;

  return class SqliteAdapter implements Adapter {
    constructor(private model: string) {}
    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (++writes % 200 === 0) purge.run(Date.now());
      upsert.run(
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresIn ? Date.now() + expiresIn * 1000 : null,
      );
    }
    async find(id: string) {
      return read(byId.get(this.model, id) as Row);
    }
    async findByUid(uid: string) {
      return read(byUid.get(this.model, uid) as Row);
    }
    async findByUserCode(userCode: string) {
      return read(byUserCode.get(this.model, userCode) as Row);
    }
    async consume(id: string) {
      consume.run(Date.now(), this.model, id);
    }
    async destroy(id: string) {
      destroy.run(this.model, id);
    }
    async revokeByGrantId(grantId: string) {
      revokeGrant.run(grantId);
    }
  };
}

export interface ProviderOptions {
  db: DB;
  keys: ProviderKeys;
  issuer: string;
  redirectUris: string[];
  idTokenTtlSeconds: number;
}

export function createProvider(options: ProviderOptions): Provider {
  const { db } = options;
  const configuration: Configuration = {
    adapter: sqliteAdapter(db),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'jobstar',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.redirectUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: options.keys.jwks as Configuration['jwks'],
    cookies: { keys: options.keys.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only its own tokens (a public client's other tokens are silently left alone).
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true },
    },
    clientBasedCORS: (_ctx, origin) => isExtensionOrigin(origin),
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: options.idTokenTtlSeconds,
      RefreshToken: 30 * 24 * 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 30 * 24 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = accountBySub(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({ sub: account.sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== CLIENT_ID) return existing;
      // First-party client: grant what is asked, no consent screen.
      const grant =
        existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      const scope = [...ctx.oidc.requestParamScopes].join(' ');
      if (scope) grant.addOIDCScope(scope);
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<main><h1>Sign-in error</h1>${Object.entries(out)
          .map(([key, value]) => `<p><strong>${esc(key)}</strong>: ${esc(value)}</p>`)
          .join('')}</main>`,
      );
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.on('server_error', (_ctx, error) => {
    console.error('oidc server_error', error);
  });
  return provider;
}

function loginPage(uid: string, error?: string, email = ''): string {
  return page(
    'Sign in to jobstar',
    `<main>
<h1>Sign in to jobstar</h1>
<p class="muted">Development sign-in: any e-mail address is an account.</p>
<form class="login" method="post" action="${esc(`${OIDC_PREFIX}/interaction/${uid}/login`)}" autocomplete="on">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autofocus value="${esc(email)}" autocomplete="email">
${error ? `<p role="alert">${esc(error)}</p>` : ''}
<button type="submit">Sign in</button>
</form>
</main>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/**
 * Handles `/oidc/interaction/<uid>` (the login page) and `/oidc/interaction/<uid>/login` (its form).
 * Returns false when the path is not an interaction path.
 */
export async function handleInteraction(
  provider: Provider,
  db: DB,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<boolean> {
  const match = /^\/oidc\/interaction\/([^/]+)(\/login)?$/.exec(pathname);
  if (!match) return false;
  const uid = match[1]!;
  try {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) {
      send(res, 400, page('Sign-in error', '<main><h1>This sign-in link has expired</h1></main>'));
      return true;
    }
    if (match[2]) {
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST' }).end();
        return true;
      }
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim();
      if (!EMAIL_PATTERN.test(email)) {
        send(res, 400, loginPage(uid, 'Enter an e-mail address, for example you@example.com', email));
        return true;
      }
      const account = ensureAccount(db, email);
      // Login and (first-party client) consent in one step: a grant for every requested scope.
      const grant = new provider.Grant({ accountId: account.sub, clientId: CLIENT_ID });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET' }).end();
      return true;
    }
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      // Only reached when a grant could not be loaded: create it and go on without a consent screen.
      const grant = new provider.Grant({ accountId: details.session.accountId, clientId: CLIENT_ID });
      const scope = String(details.params.scope ?? 'openid');
      grant.addOIDCScope(scope);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return true;
    }
    send(res, 200, loginPage(uid));
  } catch (error) {
    send(
      res,
      400,
      page(
        'Sign-in error',
        `<main><h1>Sign-in could not continue</h1><p>${esc((error as Error).message)}</p><p>Start the sign-in again from the extension.</p></main>`,
      ),
    );
  }
  return true;
}
