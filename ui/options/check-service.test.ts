import { describe, expect, it } from 'vitest';
import { checkService } from './check-service';

const settings = { apiBaseUrl: 'https://jobs.example.com', oidcIssuer: 'https://id.example.com/realms/jobs' };

/** Like a browser's fetch, it refuses to be called as another object's method ("Illegal invocation"). */
function fakeFetch(answers: Record<string, Response | 'down'>): typeof fetch {
  return async function (this: unknown, url: string | URL | Request) {
    if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
    const answer = answers[url instanceof Request ? url.url : String(url)];
    if (!answer || answer === 'down') throw new TypeError('Failed to fetch');
    return answer;
  } as typeof fetch;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const search = 'https://jobs.example.com/api/companies/search?name=jobstar';

describe('checkService', () => {
  it('finds a healthy service by a contract read, with no /healthz, and the provider that names the issuer', async () => {
    const fetcher = fakeFetch({
      [search]: json({ companies: [] }),
      'https://id.example.com/realms/jobs/.well-known/openid-configuration': json({ issuer: settings.oidcIssuer }),
    });
    expect(await checkService(settings, fetcher)).toEqual({ service: 'ok', signIn: 'ok' });
  });

  it('tells an unreachable service, an unhealthy one, a page that is not OIDC and another issuer apart', async () => {
    expect(await checkService(settings, fakeFetch({}))).toEqual({ service: 'unreachable', signIn: 'unreachable' });
    const fetcher = fakeFetch({
      [search]: json({ title: 'down' }, 503),
      'https://id.example.com/realms/jobs/.well-known/openid-configuration': new Response('<html>', { status: 200 }),
    });
    expect(await checkService(settings, fetcher)).toEqual({ service: 'unhealthy', signIn: 'notOidc' });
    const other = fakeFetch({
      [search]: json({ title: 'Too many requests' }, 429),
      'https://id.example.com/realms/jobs/.well-known/openid-configuration': json({ issuer: 'https://id.example.com' }),
    });
    expect(await checkService(settings, other)).toEqual({
      service: 'ok',
      signIn: 'issuerMismatch',
      actualIssuer: 'https://id.example.com',
    });
  });
});
