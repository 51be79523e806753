/**
 * The benchmark's request mix: what people with the extension do, by weight — catalog reads (job lists,
 * company search, facets), their own data (stars, profile, alerts) and writes to it (star, unstar, profile,
 * alerts with an Idempotency-Key, half of them retries). About a quarter of requests write.
 */
import { pick } from '../catalog/random';
import type { BenchData } from './prepare';

export interface BenchRequest {
  kind: string;
  write: boolean;
  method: string;
  path: string;
  token?: string;
  body?: string;
  idempotencyKey?: string;
}

const JOB_QUERIES = [
  '/api/jobs',
  '/api/jobs?country=IL&limit=50',
  '/api/jobs?skills=Go,Kubernetes,Python',
  '/api/jobs?q=engineer&city=Tel%20Aviv-Yafo',
  '/api/jobs?department=Engineering&seniority=senior&offset=100',
  '/api/jobs?salary_min=20000&salary_known=1&sort=newest',
  '/api/jobs?workplace=remote&israel_only=1',
  '/api/jobs?max_age_days=7&sort=newest&limit=50',
];
const COMPANY_QUERIES = ['ac', 'tech', 'co', 'labs', 'data', 'wix', 'sec', 'cloud'].map(
  (name) => `/api/companies/search?name=${name}`,
);
const FACET_QUERIES = ['/api/facets', '/api/facets?country=IL', '/api/facets?skills=Python'];
const FILTERS = ['{"country":"IL"}', '{"skills":"Go,Kubernetes"}', '{"seniority":"senior","workplace":"remote"}'];

type Make = (user: number, random: () => number, data: BenchData) => Omit<BenchRequest, 'kind' | 'write'>;

const MIX: [kind: string, weight: number, write: boolean, make: Make][] = [
  ['GET /api/jobs', 25, false, (_, random) => ({ method: 'GET', path: pick(random, JOB_QUERIES) })],
  ['GET /api/companies/search', 10, false, (_, random) => ({ method: 'GET', path: pick(random, COMPANY_QUERIES) })],
  ['GET /api/facets', 5, false, (_, random) => ({ method: 'GET', path: pick(random, FACET_QUERIES) })],
  [
    'GET /api/me/saved',
    20,
    false,
    (user, _, data) => ({ method: 'GET', path: '/api/me/saved', token: data.tokens[user] }),
  ],
  [
    'GET /api/me/profile',
    10,
    false,
    (user, _, data) => ({ method: 'GET', path: '/api/me/profile', token: data.tokens[user] }),
  ],
  [
    'GET /api/me/alerts',
    5,
    false,
    (user, _, data) => ({ method: 'GET', path: '/api/me/alerts', token: data.tokens[user] }),
  ],
  [
    'PUT /api/me/saved/{id}',
    12,
    true,
    (user, random, data) => ({
      method: 'PUT',
      path: `/api/me/saved/${encodeURIComponent(pick(random, data.jobIds))}`,
      token: data.tokens[user],
    }),
  ],
  [
    'DELETE /api/me/saved/{id}',
    5,
    true,
    (user, random, data) => ({
      method: 'DELETE',
      path: `/api/me/saved/${encodeURIComponent(pick(random, data.jobIds))}`,
      token: data.tokens[user],
    }),
  ],
  [
    'PUT /api/me/profile',
    5,
    true,
    (user, random, data) => ({
      method: 'PUT',
      path: '/api/me/profile',
      token: data.tokens[user],
      body: JSON.stringify({ skills: [pick(random, ['Go', 'Python', 'React', 'Kubernetes'])], cadence: 'weekly' }),
    }),
  ],
  [
    'POST /api/me/alerts',
    3,
    true,
    (user, random, data) => {
      // Few keys per user, each with its own body: about half the posts are retries of one already made.
      const key = Math.floor(random() * 4);
      return {
        method: 'POST',
        path: '/api/me/alerts',
        token: data.tokens[user],
        body: `{"filter":${FILTERS[key % FILTERS.length]}}`,
        idempotencyKey: `bench-${user}-${key}`,
      };
    },
  ],
];

const TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

/** The next request of the mix, for a random user. */
export function nextRequest(random: () => number, data: BenchData): BenchRequest {
  let roll = random() * TOTAL;
  for (const [kind, weight, write, make] of MIX) {
    roll -= weight;
    if (roll < 0) return { kind, write, ...make(Math.floor(random() * data.tokens.length), random, data) };
  }
  throw new Error('unreachable');
}
