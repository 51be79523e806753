import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  devLoginRefusal,
  digestIntervalFromEnv,
  extensionsFromEnv,
  identityFromEnv,
  isLoopback,
  postgresFromEnv,
  rateLimitsFromEnv,
} from './config';
import { DEFAULT_RATE_LIMITS } from './http/rate-limit';

describe('isLoopback', () => {
  it('knows the loopback names and addresses, and nothing else', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopback(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.2', 'example.com', '128.0.0.1']) {
      expect(isLoopback(host), host).toBe(false);
    }
  });
});

describe('who may sign in', () => {
  it('runs the development login on a loopback address without any setting', () => {
    expect(identityFromEnv({}, '127.0.0.1', undefined)).toEqual({ devLogin: false, warnings: [] });
    expect(devLoginRefusal('127.0.0.1', undefined)).toBeUndefined();
  });

  it('refuses a public HOST, or a public PUBLIC_URL, without OIDC_ISSUER or DEV_LOGIN=1, naming both', () => {
    for (const [host, publicUrl] of [
      ['0.0.0.0', undefined],
      ['127.0.0.1', 'https://jobs.example.com'],
    ] as const) {
      expect(() => identityFromEnv({}, host, publicUrl)).toThrow(ConfigError);
      expect(() => identityFromEnv({}, host, publicUrl)).toThrow(/OIDC_ISSUER[\s\S]*DEV_LOGIN=1/);
    }
  });

  it('refuses TRUST_PROXY=1 without OIDC_ISSUER or DEV_LOGIN=1: a proxy in front makes a loopback HOST public', () => {
    for (const [host, publicUrl] of [
      ['127.0.0.1', undefined],
      ['localhost', 'http://127.0.0.1:8787'],
    ] as const) {
      expect(() => identityFromEnv({ TRUST_PROXY: '1' }, host, publicUrl)).toThrow(ConfigError);
      expect(() => identityFromEnv({ TRUST_PROXY: '1' }, host, publicUrl)).toThrow(
        /TRUST_PROXY=1[\s\S]*OIDC_ISSUER[\s\S]*DEV_LOGIN=1/,
      );
    }
    expect(devLoginRefusal('127.0.0.1', undefined, true)).toMatch(/^Refusing to start: TRUST_PROXY=1/);
    expect(identityFromEnv({ TRUST_PROXY: '1', DEV_LOGIN: '1' }, '127.0.0.1', undefined).devLogin).toBe(true);
    const env = { TRUST_PROXY: '1', OIDC_ISSUER: 'https://id.example.com/realms/jobs', OIDC_AUDIENCE: 'jobstar' };
    expect(identityFromEnv(env, '127.0.0.1', undefined).externalIssuer?.issuer).toBe(env.OIDC_ISSUER);
  });

  it('allows the development login anywhere with DEV_LOGIN=1, and says so loudly', () => {
    const identity = identityFromEnv({ DEV_LOGIN: '1' }, '0.0.0.0', undefined);
    expect(identity.devLogin).toBe(true);
    expect(identity.warnings.join('\n')).toMatch(/DEVELOPMENT LOGIN IS ON[\s\S]*ANY e-mail/);
  });

  it('trusts OIDC_ISSUER with OIDC_AUDIENCE (the development login is then off), and needs both', () => {
    const env = { OIDC_ISSUER: 'https://id.example.com/realms/jobs', OIDC_AUDIENCE: 'jobstar' };
    expect(identityFromEnv(env, '0.0.0.0', undefined)).toEqual({
      externalIssuer: { issuer: env.OIDC_ISSUER, audience: 'jobstar' },
      devLogin: false,
      warnings: [],
    });
    expect(identityFromEnv({ ...env, DEV_LOGIN: '1' }, '0.0.0.0', undefined).warnings[0]).toMatch(/ignored/);
    expect(() => identityFromEnv({ OIDC_ISSUER: env.OIDC_ISSUER }, '0.0.0.0', undefined)).toThrow(/OIDC_AUDIENCE/);
    expect(() => identityFromEnv({ ...env, OIDC_ISSUER: 'id.example.com' }, '0.0.0.0', undefined)).toThrow(/URL/);
  });
});

describe('rate limits from the environment', () => {
  it('has generous defaults, takes whole numbers, refuses anything else in plain words', () => {
    expect(rateLimitsFromEnv({})).toEqual({ ...DEFAULT_RATE_LIMITS, trustProxy: false });
    expect(rateLimitsFromEnv({ RATE_LIMIT_API: '5', RATE_LIMIT_SIGNIN: '2', TRUST_PROXY: '1' })).toEqual({
      api: 5,
      signIn: 2,
      trustProxy: true,
    });
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_API: 'lots' })).toThrow('RATE_LIMIT_API must be a whole number');
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_SIGNIN: '0' })).toThrow('RATE_LIMIT_SIGNIN');
    expect(digestIntervalFromEnv({})).toBe(60_000);
    expect(digestIntervalFromEnv({ DIGEST_INTERVAL_MS: '1500' })).toBe(1500);
    expect(() => digestIntervalFromEnv({ DIGEST_INTERVAL_MS: 'often' })).toThrow('DIGEST_INTERVAL_MS');
  });
});

describe('the database', () => {
  it('is SQLite in DATA_DIR without DATABASE_URL, and PostgreSQL with it (pool size and statement timeout)', () => {
    expect(postgresFromEnv({})).toBeUndefined();
    expect(postgresFromEnv({ DATABASE_URL: 'postgres://jobs@db/jobstar' })).toEqual({
      url: 'postgres://jobs@db/jobstar',
      poolSize: 10,
      statementTimeoutMs: 5000,
    });
    expect(
      postgresFromEnv({
        DATABASE_URL: 'postgresql://db/jobstar',
        DATABASE_POOL_SIZE: '25',
        DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      }),
    ).toEqual({ url: 'postgresql://db/jobstar', poolSize: 25, statementTimeoutMs: 2000 });
  });

  it('refuses a DATABASE_URL that is not postgres:// and settings that are not positive whole numbers', () => {
    expect(() => postgresFromEnv({ DATABASE_URL: 'mysql://db/jobstar' })).toThrow(ConfigError);
    expect(() => postgresFromEnv({ DATABASE_URL: 'postgres://db/x', DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE/,
    );
  });
});

describe('JOBSTAR_EXTENSIONS', () => {
  it('offers the extension unless it is off, and refuses any other value', () => {
    expect(extensionsFromEnv({})).toBe(true);
    expect(extensionsFromEnv({ JOBSTAR_EXTENSIONS: 'on' })).toBe(true);
    expect(extensionsFromEnv({ JOBSTAR_EXTENSIONS: 'OFF' })).toBe(false);
    expect(() => extensionsFromEnv({ JOBSTAR_EXTENSIONS: 'no' })).toThrow(
      new ConfigError('JOBSTAR_EXTENSIONS must be on or off, not no'),
    );
  });
});
