/**
 * The dev identity provider: oidc-provider at /oidc with one public client (the extension), code flow with
 * PKCE (S256) required, rotated refresh tokens for `offline_access` without prompt=consent, revocation, keys
 * persisted in DATA_DIR, and a plain login page where any e-mail is an account. Consent is skipped for this
 * first-party client: a grant for the requested scopes is created on the fly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { esc, page } from '../html/layout';
import type { Store } from '../store/store';
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

/** First-party client: the grant is whatever it asks for, so no consent screen is ever shown. */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { client, session } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
  const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
  if (client.clientId !== CLIENT_ID) return existing;
  const grant = existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  const scope = [...ctx.oidc.requestParamScopes].join(' ');
  if (scope) grant.addOIDCScope(scope);
  await grant.save();
  return grant;
}

/** oidc-provider's error page, in the site's layout, every value escaped. */
const renderError: Configuration['renderError'] = async (ctx, out) => {
  ctx.type = 'html';
  ctx.body = page(
    'Sign-in error',
    `<main><h1>Sign-in error</h1>${Object.entries(out)
      .map(([key, value]) => `<p><strong>${esc(key)}</strong>: ${esc(value)}</p>`)
      .join('')}</main>`,
  );
};

export interface ProviderOptions {
  store: Store;
  keys: ProviderKeys;
  issuer: string;
  redirectUris: string[];
  idTokenTtlSeconds: number;
}

export function createProvider(options: ProviderOptions): Provider {
  const { store } = options;
  const configuration: Configuration = {
    adapter: store.oidcAdapter,
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
      const account = await accountBySub(store, sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({ sub: account.sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    loadExistingGrant,
    renderError,
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
  store: Store,
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
      const account = await ensureAccount(store, email);
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
