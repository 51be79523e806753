import { beforeAll, describe, expect, it } from 'vitest';
import { accountOf, CLOCK_SKEW_MS, decodeIdToken, expiresAt, IdTokenError, verifyIdToken } from './id-token';
import { createSigner, type TestSigner, unsignedJwt } from './testing/jwt';

const issuer = 'https://id.example.com';
const clientId = 'jobstar-extension';
const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const seconds = Math.floor(now / 1000);
const claims = {
  iss: issuer,
  sub: 'user-1',
  aud: clientId,
  iat: seconds,
  exp: seconds + 3600,
  nonce: 'n-1',
  email: 'ada@example.com',
  name: 'Ada',
};

let rsa: TestSigner;
let ec: TestSigner;
let stranger: TestSigner;

beforeAll(async () => {
  rsa = await createSigner('RS256');
  ec = await createSigner('ES256');
  stranger = await createSigner('RS256', rsa.kid);
});

const options = () => ({ issuer, clientId, keys: [rsa.publicJwk, ec.publicJwk], now, nonce: 'n-1' });

async function failure(token: Promise<string> | string, overrides = {}): Promise<IdTokenError> {
  const error = await verifyIdToken(await token, { ...options(), ...overrides }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(IdTokenError);
  return error as IdTokenError;
}

describe('verifyIdToken', () => {
  it('accepts a token signed with a published RS256 or ES256 key and returns its claims', async () => {
    await expect(verifyIdToken(await rsa.sign(claims), options())).resolves.toMatchObject({
      sub: 'user-1',
      email: 'ada@example.com',
      name: 'Ada',
    });
    await expect(verifyIdToken(await ec.sign(claims), options())).resolves.toMatchObject({ sub: 'user-1' });
  });

  it('accepts an audience list that names the client, with azp the client', async () => {
    const token = await rsa.sign({ ...claims, aud: ['other', clientId], azp: clientId });
    await expect(verifyIdToken(token, options())).resolves.toMatchObject({ sub: 'user-1' });
  });

  it('refuses a signature by another key, even one that claims the same kid', async () => {
    expect((await failure(stranger.sign(claims))).check).toBe('signature');
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await rsa.sign(claims)).split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    expect((await failure(forged)).check).toBe('signature');
  });

  it('refuses alg none and HMAC', async () => {
    expect((await failure(unsignedJwt(claims))).message).toMatch(/none/);
    expect((await failure(rsa.sign(claims, { alg: 'HS256' }))).message).toMatch(/HS256/);
  });

  it('refuses another issuer, another audience, another azp, an expired token, another nonce, another subject', async () => {
    expect((await failure(rsa.sign({ ...claims, iss: 'https://evil.example.com' }))).message).toMatch(/issued by/);
    expect((await failure(rsa.sign({ ...claims, aud: 'someone-else' }))).message).toMatch(/another application/);
    expect((await failure(rsa.sign({ ...claims, azp: 'someone-else' }))).message).toMatch(/another application/);
    expect((await failure(rsa.sign({ ...claims, exp: seconds - 1 }))).message).toMatch(/expired/);
    expect((await failure(rsa.sign({ ...claims, nonce: 'n-2' }))).message).toMatch(/another sign-in/);
    expect((await failure(rsa.sign(claims), { nonce: undefined, subject: 'user-2' })).message).toMatch(
      /another person/,
    );
  });

  it('refuses a token issued, or valid only from, beyond a small clock skew in the future', async () => {
    const ahead = seconds + CLOCK_SKEW_MS / 1000 + 1;
    expect((await failure(rsa.sign({ ...claims, iat: ahead }))).message).toMatch(/issued in the future/);
    expect((await failure(rsa.sign({ ...claims, nbf: ahead }))).message).toMatch(/not valid yet/);
  });

  it('accepts iat and nbf a little ahead of this clock, within the skew', async () => {
    const within = seconds + CLOCK_SKEW_MS / 1000 - 5;
    await expect(
      verifyIdToken(await rsa.sign({ ...claims, iat: within, nbf: within }), options()),
    ).resolves.toMatchObject({ sub: 'user-1' });
  });

  it('refuses something that is not a JWT, or lacks the required claims', async () => {
    expect((await failure('not-a-token')).check).toBe('format');
    const { sub: _sub, ...withoutSub } = claims;
    expect((await failure(rsa.sign(withoutSub))).check).toBe('format');
  });
});

describe('decodeIdToken and expiresAt', () => {
  it('read the claims without checking them', () => {
    const token = unsignedJwt(claims);
    expect(decodeIdToken(token).sub).toBe('user-1');
    expect(expiresAt(token)).toBe((seconds + 3600) * 1000);
  });

  it('decode base64url payloads that use - and _', () => {
    const token = unsignedJwt({ ...claims, name: '?>?>~~~' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeIdToken(token).name).toBe('?>?>~~~');
  });
});

describe('the account a token names', () => {
  it.each([
    ['absent', {}, false],
    ['the string "false"', { email_verified: 'false' }, false],
    ['false', { email_verified: false }, false],
    ['true', { email_verified: true }, true],
  ])('email_verified %s: the address is verified only by the boolean true', (_name, verified, expected) => {
    const account = accountOf(decodeIdToken(unsignedJwt({ ...claims, email: 'dana@example.com', ...verified })));
    expect(account).toMatchObject({ issuer, subject: 'user-1', email: 'dana@example.com', emailVerified: expected });
  });
});
