/**
 * Answers that the seed allows and our reference server never gives, for the chaos run's stub. Each route
 * answers its variants in turn, one per call. Every one of them is checked by Prism's proxy (seed.yaml), so
 * none is invalid by the seed: only unlike ours. The sources of each oddity are the seed's own words:
 * "All response fields are optional" (§2.1, §2.2), "item values: not shown" (§2.2 workplace), "string,
 * format uuid" (§2.1, no RFC variant asked), "exact success status code ... not shown" (§4).
 */

interface Answer {
  status: number;
  body?: unknown;
}

const OTHER_UUID = 'c94ec1ef-e002-a63d-0c5e-7e1d2a9f0b11';

const VARIANTS: Record<string, Answer[]> = {
  'GET /me/profile': [
    { status: 200, body: { profile: { israel_only: true } } },
    { status: 200, body: { profile: { workplace: ['remote', 'office'], seniority: null } } },
    { status: 200, body: {} },
    { status: 203, body: { profile: { skills: ['Go'] }, options: {}, skill_spec: {}, etag: 'x' } },
  ],
  'PUT /me/profile': [
    { status: 200, body: { profile: { israel_only: false } } },
    { status: 200, body: {} },
    { status: 201, body: { profile: { workplace: ['desk'] } } },
    { status: 200, body: { profile: {} } },
  ],
  'POST /me/alerts': [
    { status: 201, body: { alert_id: OTHER_UUID, filter: { min_age_days: 3, israel_only: true, country: ['IL'] } } },
    { status: 200, body: {} },
    { status: 202, body: { alert_id: '00000000-0000-0000-0000-000000000000', active: false, last_notified_at: null } },
    { status: 201, body: { created_at: '2026-11-22T10:00:00+02:00', filter: {}, channel: 'email' } },
  ],
  'GET /me/saved': [
    { status: 200, body: { saved: [] } },
    {
      status: 200,
      body: { saved: [{ job_id: 'greenhouse:chaos:0', saved_at: '2026-11-22T10:00:00+02:00' }], next: null },
    },
  ],
  'PUT /me/saved/{job_id}': [{ status: 204 }, { status: 200 }, { status: 202 }],
  'DELETE /me/saved/{job_id}': [{ status: 204 }, { status: 200 }],
  'GET /jobs': [
    { status: 200, body: {} },
    { status: 200, body: { jobs: [{ job_id: 'greenhouse:chaos:0', title: 7 }] } },
  ],
};

/** Rounds that reach every variant of the route with the most. */
export const ODD_ANSWERS = { rounds: Math.max(...Object.values(VARIANTS).map((list) => list.length)) + 1 };

const served = new Map<string, number>();

/** The next odd answer for a request to the stub (its paths start with `/api`, as a real service's do). */
export function oddAnswer(method: string, url: string): Answer {
  const { pathname, searchParams } = new URL(url, 'http://stub');
  const path = pathname.replace(/^\/api/, '').replace(/^\/me\/saved\/.+$/, '/me/saved/{job_id}');
  if (searchParams.has('forbidden')) return { status: 200, body: { saved: 'not a list' } };
  const route = `${method} ${path}`;
  const variants = VARIANTS[route];
  if (!variants) return { status: 404 };
  const turn = served.get(route) ?? 0;
  served.set(route, turn + 1);
  return variants[turn % variants.length] as Answer;
}
