/**
 * The load: `concurrency` clients on loopback, each sending the next request of the mix as soon as its last
 * answer is read, spread over the instances in turn (a round-robin balancer's job, done here so that no proxy
 * sits between), until `requests` are done or `maxSeconds` are up. The first `warmup` requests are not
 * counted. Keep-alive connections, as a browser or a balancer keeps them.
 */
import http from 'node:http';
import { prng } from '../catalog/random';
import type { BenchData } from './prepare';
import { type BenchRequest, nextRequest } from './workload';

export interface LoadOptions {
  concurrency: number;
  requests: number;
  maxSeconds: number;
  warmup: number;
  seed: number;
}

export interface Latency {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadResult {
  /** CPU seconds each part used while counted requests ran (from `sampleCpu`), and per request in ms. */
  cpu: Record<string, { seconds: number; msPerRequest: number }>;
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  all: Latency;
  reads: Latency;
  writes: Latency;
  byKind: Record<string, Latency>;
}

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

function send(agent: http.Agent, base: URL, request: BenchRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.body) headers['content-type'] = 'application/json';
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    const outgoing = http.request(
      { agent, host: base.hostname, port: base.port, method: request.method, path: request.path, headers },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

export async function runLoad(
  targets: string[],
  data: BenchData,
  options: LoadOptions,
  sampleCpu: () => Record<string, number>,
): Promise<LoadResult> {
  const bases = targets.map((target) => new URL(target));
  const agents = bases.map(() => new http.Agent({ keepAlive: true, maxSockets: options.concurrency }));
  const random = prng(options.seed);
  const samples: { kind: string; write: boolean; ms: number }[] = [];
  let issued = 0;
  let errors = 0;
  let started = 0;
  let cpuAtStart: Record<string, number> = {};
  const total = options.warmup + options.requests;
  const deadline = () => started > 0 && performance.now() - started > options.maxSeconds * 1000;
  const client = async () => {
    while (issued < total && !deadline()) {
      const index = issued++;
      if (index === options.warmup) {
        started = performance.now();
        cpuAtStart = sampleCpu();
      }
      const request = nextRequest(random, data);
      const target = index % bases.length;
      const begin = performance.now();
      const status = await send(agents[target]!, bases[target]!, request).catch(() => 0);
      const ms = performance.now() - begin;
      if (index < options.warmup) continue;
      if (status < 200 || status >= 300) errors++;
      samples.push({ kind: request.kind, write: request.write, ms });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  const cpuAtEnd = sampleCpu();
  const cpu: LoadResult['cpu'] = {};
  for (const [part, total] of Object.entries(cpuAtEnd)) {
    const used = total - (cpuAtStart[part] ?? 0);
    cpu[part] = { seconds: used, msPerRequest: (used * 1000) / samples.length };
  }
  for (const agent of agents) agent.destroy();
  const byKind: Record<string, Latency> = {};
  for (const kind of [...new Set(samples.map((sample) => sample.kind))].sort()) {
    byKind[kind] = latency(samples.filter((sample) => sample.kind === kind).map((sample) => sample.ms));
  }
  return {
    cpu,
    requests: samples.length,
    errors,
    seconds,
    perSecond: samples.length / seconds,
    all: latency(samples.map((sample) => sample.ms)),
    reads: latency(samples.filter((sample) => !sample.write).map((sample) => sample.ms)),
    writes: latency(samples.filter((sample) => sample.write).map((sample) => sample.ms)),
    byKind,
  };
}
