import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPublicApi, IDS_PER_REQUEST } from './public';
import { json, type StubServer, startStubServer } from './testing/stub-server';

let stub: StubServer;

beforeAll(async () => {
  stub = await startStubServer();
});

afterAll(() => stub.close());

beforeEach(() => {
  stub.seen = [];
});

describe('the token-free reads', () => {
  it('company search needs no token and validates its query before sending', async () => {
    stub.handler = json(200, { companies: [{ name: 'Acme', domain: 'acme.com', open_jobs: 2 }] });
    const api = createPublicApi({ baseUrl: stub.baseUrl });
    const result = await api.searchCompanies({ name: 'ac', country: 'IL' });
    expect(result.companies[0]?.open_jobs).toBe(2);
    const url = new URL(stub.seen[0]?.url ?? '', stub.baseUrl);
    expect(url.pathname).toBe('/api/companies/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'ac', country: 'IL' });
    expect(stub.seen[0]?.headers.authorization).toBeUndefined();
    await expect(api.searchCompanies({ name: 'a' })).rejects.toThrow();
    expect(stub.seen).toHaveLength(1);
  });

  it('a company result keeps its jobs_url when it is a link a person can safely open', async () => {
    const companies = [
      { name: 'Secure', jobs_url: 'https://acme.example/careers' },
      { name: 'Plain elsewhere', jobs_url: 'http://acme.example/careers' },
      { name: 'Plain here', jobs_url: 'http://service.test/companies/here' },
      { name: 'Script', jobs_url: 'javascript:alert(1)' },
      { name: 'Not a string', jobs_url: 7 },
    ];
    const stubFetch: typeof fetch = async () =>
      new Response(JSON.stringify({ companies }), { headers: { 'content-type': 'application/json' } });
    const api = createPublicApi({ baseUrl: 'http://service.test', fetch: stubFetch });
    expect((await api.searchCompanies({ name: 'ac' })).companies).toEqual([
      { name: 'Secure', jobs_url: 'https://acme.example/careers' },
      { name: 'Plain elsewhere' },
      { name: 'Plain here', jobs_url: 'http://service.test/companies/here' },
      { name: 'Script' },
      { name: 'Not a string' },
    ]);
  });

  it('jobsByIds asks in batches and keeps only listings with an id', async () => {
    stub.handler = (req, res) => {
      const ids = new URL(req.url ?? '', stub.baseUrl).searchParams.get('ids')?.split(',') ?? [];
      json(200, { jobs: [...ids.map((id) => ({ job_id: id, title: `Job ${id}` })), { title: 'junk' }] })(req, res, '');
    };
    const ids = Array.from({ length: IDS_PER_REQUEST + 3 }, (_, i) => `service:${i}`);
    const jobs = await createPublicApi({ baseUrl: stub.baseUrl }).jobsByIds(ids);
    expect(jobs.map((job) => job.job_id)).toEqual(ids);
    expect(stub.seen).toHaveLength(2);
  });
});
