/** Each bound's problem: its status, the bound named and its value, the record's path, the words. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ProblemDetails } from '../../api/contract';
import { boundProblem } from './bounds';
import type { Bound } from './plan';

const answer = async (bound: Bound) => {
  const app = new Hono().get('/', (c) => boundProblem(c, { bound, index: 3 }, 'linkedin:3797662873'));
  const response = await app.request('/');
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return { status: response.status, body: ProblemDetails.parse(await response.json()) };
};

describe('boundProblem', () => {
  it('the account’s count is 409 Conflict, in words, pointing at the record', async () => {
    expect(await answer('records')).toEqual({
      status: 409,
      body: {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail:
          'This account already holds 60,000 job records, the most one account may keep; a record for linkedin:3797662873 would be one more. Nothing of this batch was kept.',
        bound: 'records',
        limit: 60_000,
        errors: [{ path: 'records.3', message: 'At most 60,000 records per account' }],
      },
    });
  });

  it('the saved set’s cap is 409 too, pointing at the record’s star act', async () => {
    const saved = await answer('saved');
    expect(saved.status).toBe(409);
    expect(saved.body).toMatchObject({ bound: 'saved', limit: 50_000 });
    expect(saved.body.detail).toContain('already has 50,000 saved jobs');
    expect(saved.body.errors).toEqual([{ path: 'records.3.star', message: 'At most 50,000 saved jobs per account' }]);
  });

  it('sizes are 413, with the size in words', async () => {
    const record = await answer('record_bytes');
    expect(record.status).toBe(413);
    expect(record.body).toMatchObject({ bound: 'record_bytes', limit: 262_144 });
    expect(record.body.detail).toContain('larger than 256 KiB');
    const account = await answer('account_bytes');
    expect(account.status).toBe(413);
    expect(account.body).toMatchObject({ bound: 'account_bytes', limit: 209_715_200 });
    expect(account.body.detail).toBe(
      "This account's records would together be larger than 200 MiB as JSON, the most one account may keep. Nothing of this batch was kept.",
    );
    expect(account.body.errors).toEqual([{ path: 'records.3', message: 'At most 200 MiB per account' }]);
  });
});
