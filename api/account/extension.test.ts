import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { EXTENSIONS_REL } from '../contract/jobstar';
import { extensionPath } from './extension';

describe('extensionPath', () => {
  it("is the link under the client's /api prefix, and nothing elsewhere", () => {
    expect(extensionPath('https://jobs.example', 'https://jobs.example/api/jobstar/v1')).toBe('jobstar/v1');
    expect(extensionPath('https://jobs.example/', 'https://jobs.example/api/jobstar/v1/')).toBe('jobstar/v1');
    expect(extensionPath('https://jobs.example', 'https://jobs.example/other/jobstar')).toBeNull();
    expect(extensionPath('https://jobs.example', 'https://jobs.example/api/../admin')).toBeNull();
  });
});

describe('the account client and the extension', () => {
  const seen: string[] = [];
  const links: (string | null)[] = [];
  const api = createApiClient({
    baseUrl: 'https://jobs.example',
    tokens: { token: async () => 't', refresh: async () => null },
    onExtensionsLink: (href) => links.push(href),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      const headers = new Headers({ 'content-type': 'application/json' });
      if (new URL(request.url).pathname === '/api/me/saved') {
        headers.set('link', `</api/jobstar/v1>; rel="${EXTENSIONS_REL}"`);
        return new Response(JSON.stringify({ saved: [] }), { headers });
      }
      if (request.method === 'DELETE') return new Response(null, { status: 404 });
      return new Response(JSON.stringify({ records: [], cursor: '0', more: false }), { headers });
    },
  });

  it('tells where a /me answer announces the extension, and null when it does not', async () => {
    await api.listSaved();
    await api.star('a:1');
    expect(links).toEqual(['https://jobs.example/api/jobstar/v1', null]);
  });

  it("sends the extension's requests under the announced address, and takes a 404 on delete as done", async () => {
    const extension = api.extension('https://jobs.example/api/jobstar/v1');
    await extension.listRecords('41');
    await extension.deleteAlert('0b0b0b0b-0000-4000-8000-000000000000');
    expect(seen.slice(-2)).toEqual([
      'GET /api/jobstar/v1/records',
      'DELETE /api/jobstar/v1/alerts/0b0b0b0b-0000-4000-8000-000000000000',
    ]);
  });
});
