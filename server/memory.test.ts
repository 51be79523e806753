/**
 * The server's memory under hostile load, measured in its own process (VmRSS of /proc/<pid>/status): a
 * 150 MB request body and 2,000 distinct anonymous queries must leave it within 50 MB and 100 MB of where it
 * was. The figures are printed (server/README.md quotes them).
 */
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './testing/server-process';

const MB = 2 ** 20;
let server: ServerProcess;

const rss = (): number => {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
};

beforeAll(async () => {
  server = await startServerProcess({ jobs: 3000, quiet: true });
  // Warm up what every server does at first use (JIT, statements, the first cache entries).
  for (let i = 0; i < 200; i++) await (await fetch(`${server.url}/api/jobs?q=warm${i % 10}`)).text();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/**
 * Streams up to `total` bytes of body from one reused buffer (the client holds 1 MB, never 150), as a client
 * that stops sending once the server has answered (the answer comes after the first few megabytes, which
 * were already in flight).
 */
function streamBody(total: number, declare: boolean): Promise<{ status: number; sent: number }> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (declare) headers['content-length'] = total;
    const req = http.request(`${server.url}/api/me/alerts`, { method: 'POST', headers });
    const chunk = Buffer.alloc(MB, 0x20);
    let sent = 0;
    let status = 0;
    const finish = () => resolve({ status, sent });
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on('end', () => {
        req.destroy();
        finish();
      });
    });
    req.on('error', finish);
    const more = () => {
      while (sent < total && !req.destroyed && status === 0) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', more);
      }
      if (!req.destroyed && status === 0) req.end();
    };
    more();
  });
}

describe('memory', () => {
  it('a 150 MB body is refused with 413 and leaves memory within 50 MB', async () => {
    const before = rss();
    const declared = await streamBody(150 * MB, true);
    const chunked = await streamBody(150 * MB, false);
    const after = rss();
    console.log(
      `150 MB body: 413 after ${declared.sent / MB} MB sent (declared) and ${chunked.sent / MB} MB (chunked); ` +
        `server RSS ${(before / MB).toFixed(1)} → ${(after / MB).toFixed(1)} MB (${((after - before) / MB).toFixed(1)} MB)`,
    );
    expect([declared.status, chunked.status]).toEqual([413, 413]);
    expect(after - before).toBeLessThan(50 * MB);
  }, 120_000);

  it('2,000 distinct anonymous queries leave memory within 100 MB', async () => {
    const before = rss();
    const paths = Array.from({ length: 2000 }, (_, i) =>
      i % 3 === 0
        ? `/api/jobs?q=word${i}&offset=${i % 50}`
        : i % 3 === 1
          ? `/api/facets?location=place${i}&min_age_days=${i % 30}`
          : `/api/companies/search?name=co${i}&salary_min=${i}`,
    );
    const statuses = new Map<number, number>();
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (p) => {
          const response = await fetch(`${server.url}${p}`);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }),
      );
    }
    const after = rss();
    console.log(
      `2,000 distinct queries: statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `server RSS ${(before / MB).toFixed(1)} → ${(after / MB).toFixed(1)} MB (${((after - before) / MB).toFixed(1)} MB)`,
    );
    expect(statuses.get(200)).toBe(2000);
    expect(after - before).toBeLessThan(100 * MB);
  }, 120_000);
});
