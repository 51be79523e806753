/**
 * jobstar's service extension, end to end in one process: the real account client (api/client.ts) learns the
 * extension's address from a `Link` header of the reference server's `/me` answers, then its extension client
 * (api/account/extension.ts) makes every request it can against that server. Each request and each answer is
 * checked by Stoplight Prism's validators against docs/openapi/jobstar-extensions.yaml, and every answer parses
 * with the contract's schemas (the client parses each one; a failing parse fails its call).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureServer } from '../../server/testing/fixtures';
import { createApiClient } from '../client';
import { type JobRecord, mergeRecords } from '../contract/jobstar';
import { answerChecker, EXTENSIONS_OPENAPI, type RequestVerdict, requestChecker } from './prism-check';

const T = Date.parse('2026-06-15T10:00:00Z');
const hlc = (ms: number, node = 'deviceA') => `${String(ms).padStart(15, '0')}:0000:${node}`;
const iso = (ms: number) => new Date(ms).toISOString();

/** A record with every part the contract knows, each register written. */
const FULL: JobRecord = {
  job_id: 'linkedin:3797662873',
  facts: {
    value: {
      title: 'Backend Engineer',
      company: 'Acme',
      location: 'Tel Aviv-Yafo, Israel',
      url: 'https://www.linkedin.com/jobs/view/3797662873/',
      salary: '₪30,000–35,000 a month',
      employment_type: 'Full-time',
      remote: false,
      workplace: 'hybrid',
      date_posted: '2026-06-01',
      site: 'linkedin',
      kind: 'page',
    },
    hlc: hlc(T),
  },
  star: { starred: true, at: iso(T), hlc: hlc(T) },
  application: {
    moves: [
      { id: 'm1', stage: 'applied', at: iso(T + 1), hlc: hlc(T + 1) },
      { id: 'm0', stage: 'saved', at: iso(T), hlc: hlc(T + 2), removed: true },
    ],
    events: [
      {
        id: 'e1',
        kind: 'interview',
        at: iso(T + 86_400_000),
        zone: 'Asia/Jerusalem',
        minutes: 45,
        note: 'Zoom',
        hlc: hlc(T + 3),
      },
    ],
    notes: [{ hlc: hlc(T + 4), text: 'Asked about on-call', base: [] }],
    fields: {
      found_via: { value: 'LinkedIn', hlc: hlc(T + 5) },
      contact_name: { value: 'Dana', hlc: hlc(T + 5) },
      contact_email: { value: 'dana@acme.example', hlc: hlc(T + 5) },
      told_salary: { value: null, hlc: hlc(T + 6) },
      remind_at: { value: iso(T + 2 * 86_400_000), hlc: hlc(T + 6) },
    },
    archived: { value: false, hlc: hlc(T + 7) },
  },
  description: { value: { text: 'We build things.', fetched_at: iso(T) }, hlc: hlc(T) },
};

let server: Awaited<ReturnType<typeof fixtureServer>>;
const sent: Request[] = [];
const answers = new Map<Request, Response>();
let verdicts: { request: string; verdict: RequestVerdict }[] = [];
let answerVerdicts: { request: string; status: number; violations: string[] }[] = [];
let called: string[] = [];

beforeAll(async () => {
  server = await fixtureServer();
  const token = await server.mintIdToken('ada@example.com');
  let link: string | null = null;
  const api = createApiClient({
    baseUrl: server.url,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const copy = request.clone();
      sent.push(copy);
      const answer = await fetch(request);
      answers.set(copy, answer.clone());
      return answer;
    },
    tokens: { token: async () => token, refresh: async () => null },
    onExtensionsLink: (href) => {
      link = href;
    },
  });
  await api.listSaved();
  expect(link).toBe(`${server.url}/api/jobstar/v1`);
  const extension = api.extension(link!);
  const alertId = (await api.createAlert({ country: 'IL' }, crypto.randomUUID())).alert_id!;
  const from = sent.length;

  // Each method of the extension's client with the inputs that reach every shape of request it makes.
  const calls: { [K in keyof typeof extension]: () => Promise<unknown> } = {
    describe: async () => expect((await extension.describe()).features).toEqual(['records', 'alerts']),
    mergeRecords: async () => {
      const [full] = (await extension.mergeRecords([FULL])).records;
      // The service answers the record as the one merge writes it (its sets in their one order).
      expect(full).toEqual({ ...mergeRecords(FULL, { job_id: FULL.job_id }), revision: full!.revision });
      const minimal = await extension.mergeRecords([
        { job_id: 'x:bare' },
        { job_id: 'x:unstar', star: { starred: false, at: iso(T), hlc: hlc(T) } },
      ]);
      expect(minimal.records.map((record) => record.job_id)).toEqual(['x:bare', 'x:unstar']);
    },
    listRecords: async () => {
      const first = await extension.listRecords();
      expect(first.records.map((record) => record.job_id)).toEqual(['linkedin:3797662873', 'x:bare', 'x:unstar']);
      expect(await extension.listRecords(first.cursor)).toEqual({ records: [], cursor: first.cursor, more: false });
    },
    listAlerts: async () => expect((await extension.listAlerts()).alerts.map((a) => a.alert_id)).toEqual([alertId]),
    setAlertActive: async () => {
      await extension.setAlertActive(alertId, false);
      expect((await extension.listAlerts()).alerts[0]!.active).toBe(false);
      await extension.setAlertActive(alertId, true);
    },
    deleteAlert: async () => {
      await extension.deleteAlert(alertId);
      await extension.deleteAlert(alertId); // gone already: a 404, which is what was asked
      expect((await extension.listAlerts()).alerts).toEqual([]);
    },
  };
  for (const [name, run] of Object.entries(calls)) {
    called.push(name);
    await run();
  }
  called = called.sort();
  const check = await requestChecker(EXTENSIONS_OPENAPI);
  verdicts = await Promise.all(
    sent
      .slice(from)
      .map(async (request) => ({ request: `${request.method} ${request.url}`, verdict: await check(request) })),
  );
  const checkAnswer = await answerChecker(EXTENSIONS_OPENAPI);
  answerVerdicts = await Promise.all(
    sent.slice(from).map(async (request) => {
      const answer = answers.get(request)!;
      return {
        request: `${request.method} ${request.url}`,
        status: answer.status,
        violations: await checkAnswer(request, answer),
      };
    }),
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (server) fs.rmSync(server.dir, { recursive: true, force: true });
});

describe('every request the extension’s client can send conforms to the extension’s OpenAPI document', () => {
  it('exercises every method of the extension client', () => {
    expect(called).toEqual(['deleteAlert', 'describe', 'listAlerts', 'listRecords', 'mergeRecords', 'setAlertActive']);
  });

  it('sends only requests Prism finds valid, each matched to an operation', () => {
    expect(verdicts.length).toBeGreaterThanOrEqual(12);
    expect(verdicts.filter(({ verdict }) => verdict.violations.length > 0)).toEqual([]);
    expect(new Set(verdicts.map(({ verdict }) => verdict.operation))).toEqual(
      new Set(['describeExtensions', 'mergeRecords', 'listRecords', 'listAlerts', 'setAlertActive', 'deleteAlert']),
    );
  });

  it('gets answers from the reference server that conform to the document too, a 404 problem included', () => {
    expect(answerVerdicts.filter(({ violations }) => violations.length > 0)).toEqual([]);
    expect(answerVerdicts.map(({ status }) => status)).toContain(404);
  });

  it('is not blind: requests the document forbids are reported', async () => {
    const check = await requestChecker(EXTENSIONS_OPENAPI);
    const auth = { authorization: 'Bearer a.b.c', 'content-type': 'application/json' };
    const url = `${server.url}/api/jobstar/v1`;
    const bad = [
      new Request(`${url}/alerts/x`, { method: 'PATCH', headers: auth, body: '{"active":"no"}' }),
      new Request(`${url}/records`, {
        method: 'POST',
        headers: auth,
        body: '{"records":[{"job_id":"x","star":{"starred":true,"at":"today","hlc":"1"}}]}',
      }),
      new Request(`${url}/records`, { method: 'POST', headers: auth, body: '{"records":[]}' }),
      new Request(`${url}/records?after=abc`, { headers: auth }),
      new Request(`${url}/records`),
    ];
    for (const request of bad) expect((await check(request)).violations, request.url).not.toEqual([]);
    const checkAnswer = await answerChecker(EXTENSIONS_OPENAPI);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const page = new Request(`${url}/records`, { headers: auth });
    expect(await checkAnswer(page, json({ records: [], cursor: '0' }))).not.toEqual([]);
    expect(
      await checkAnswer(page, json({ records: [{ job_id: 'x', star: { starred: 'yes' } }], cursor: '1', more: false })),
    ).not.toEqual([]);
    expect(await checkAnswer(new Request(url, { headers: auth }), json({ version: 2, features: [] }))).not.toEqual([]);
  });
});
