/**
 * A tiny local timing probe (not a test): `npx tsx server/timing.ts [jobs]` seeds a catalog of that size in
 * a temporary DATA_DIR, then times company search and /jobs over HTTP and prints p50/p95 in milliseconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './app';

const jobs = Number(process.argv[2] ?? 30_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobstar-timing-'));
const seedStart = performance.now();
const server = await startServer({ port: 0, dataDir, jobs });
console.log(`seeded ${jobs} jobs in ${Math.round(performance.now() - seedStart)} ms`);

const queries: Record<string, string[]> = {
  companies: [
    '/api/companies/search?name=ac',
    '/api/companies/search?name=acme&country=IL',
    '/api/companies/search?name=security&skills=Go,Kubernetes&salary_min=20000',
    '/api/companies/search?name=co&include_closed=1&confidence=all',
    '/api/companies/search?name=wix',
    '/api/companies/search?name=labs&israel_only=1&seniority=senior,staff&workplace=hybrid',
  ],
  jobs: [
    '/api/jobs',
    '/api/jobs?country=IL&limit=50',
    '/api/jobs?skills=Go,Kubernetes,Python',
    '/api/jobs?q=engineer&city=Tel%20Aviv-Yafo',
    '/api/jobs?department=Engineering&seniority=senior&offset=100',
    '/api/jobs?salary_min=20000&salary_known=1&sort=newest',
    '/api/jobs?confidence=all&include_closed=1&include_outdated=1',
    '/api/jobs?q=data%20scientist',
  ],
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

for (const [name, paths] of Object.entries(queries)) {
  for (const p of paths) await (await fetch(server.url + p)).text();
  const times: number[] = [];
  const serverTimes: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let round = 0; round < 40; round++) {
    for (const p of paths) {
      const start = performance.now();
      const response = await fetch(server.url + p);
      await response.text();
      times.push(performance.now() - start);
      const dur = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
      if (dur) serverTimes.push(Number(dur[1]));
    }
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuPer = (cpu.user + cpu.system) / 1000 / times.length;
  console.log(
    `${name}: n=${times.length} wall p50=${percentile(times, 50).toFixed(2)} p95=${percentile(times, 95).toFixed(2)} ms; ` +
      `handler p50=${percentile(serverTimes, 50).toFixed(2)} p95=${percentile(serverTimes, 95).toFixed(2)} ms; ` +
      `CPU (client+server) ${cpuPer.toFixed(2)} ms/request`,
  );
}
await server.close();
fs.rmSync(dataDir, { recursive: true, force: true });
