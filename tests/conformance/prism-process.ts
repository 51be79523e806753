/**
 * Stoplight Prism (`@stoplight/prism-cli`, a third party) as its own process over the seed's OpenAPI document:
 * `proxy --errors` validates every request and answer between the extension's client and a real service, and
 * `mock --dynamic` invents answers that are valid by the seed but unlike ours. Also the fetch the extension's
 * client is given here, which notes every violation Prism reports.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { SEED_OPENAPI } from '../../api/openapi/prism-check';
import { freePort } from '../../server/testing/server-process';

const root = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 60_000;

export interface PrismProcess {
  url: string;
  /** Everything Prism printed, for the message of a failing test. */
  log(): string;
  stop(): Promise<void>;
}

export type PrismMode = { mode: 'proxy'; upstream: string } | { mode: 'mock' };

export async function startPrism(options: PrismMode): Promise<PrismProcess> {
  const port = await freePort();
  const args =
    options.mode === 'proxy'
      ? ['proxy', '--errors', SEED_OPENAPI, options.upstream]
      : ['mock', '--dynamic', SEED_OPENAPI];
  const child = spawn(
    resolve(root, 'node_modules/.bin/prism'),
    [...args, '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const prism = { url: `http://127.0.0.1:${port}`, log: () => output, stop: () => stop(child) };
  try {
    await listening(child, () => output);
  } catch (error) {
    await prism.stop();
    throw error;
  }
  return prism;
}

function listening(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`Prism did not start\n${output()}`)), START_TIMEOUT_MS);
    const poll = setInterval(() => {
      if (output().includes('Prism is listening')) {
        clearInterval(poll);
        clearTimeout(timer);
        ready();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      fail(new Error(`Prism exited with ${code}\n${output()}`));
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** One exchange through Prism, as the recording fetch saw it. */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  idempotencyKey: string | null;
  /** Prism's `sl-violations` header: what it found wrong with the request or the answer. */
  violations: string[];
}

/**
 * The fetch handed to the extension's API client. The seed's paths start after `{base_url}/api` and Prism
 * routes by path alone, so the `/api` the client adds is taken off on the way in (transport plumbing only).
 */
export function recordingFetch(prismUrl: string, exchanges: Exchange[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const target = `${prismUrl}${url.pathname.replace(/^\/api(?=\/)/, '')}${url.search}`;
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const response = await fetch(target, {
      method: request.method,
      headers: request.headers,
      body,
      signal: request.signal,
    });
    const header = response.headers.get('sl-violations');
    const violations = header ? (JSON.parse(header) as { message: string }[]).map((issue) => issue.message) : [];
    if (response.headers.get('content-type')?.includes('problem+json') && response.status >= 400) {
      const problem = (await response.clone().json()) as { type?: string; detail?: string };
      if (problem.type?.includes('stoplight.io/prism/errors')) violations.push(`${problem.type}: ${problem.detail}`);
    }
    exchanges.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      status: response.status,
      idempotencyKey: request.headers.get('idempotency-key'),
      violations,
    });
    return response;
  };
}
