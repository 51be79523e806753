/** The per-account bounds as problems (RFC 9457) whose detail says the bound in words. */
import type { Context } from 'hono';
import { RECORD_LIMITS } from '../../api/contract/jobstar';
import { problem } from '../http/problem';
import { sizeInWords } from '../http/request';
import { type Refusal, SAVED_CAP } from './plan';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * 409 when the account holds as many records, or saved jobs, as it may (a state, not this request's size); 413
 * for sizes.
 */
export function boundProblem(c: Context, refusal: Refusal, jobId: string): Response {
  const path = `records.${refusal.index}`;
  const kept = 'Nothing of this batch was kept.';
  switch (refusal.bound) {
    case 'records':
      return problem(
        c,
        409,
        `This account already holds ${count(RECORD_LIMITS.perAccount)} job records, the most one account may keep; ` +
          `a record for ${jobId} would be one more. ${kept}`,
        {
          bound: 'records',
          limit: RECORD_LIMITS.perAccount,
          errors: [{ path, message: `At most ${count(RECORD_LIMITS.perAccount)} records per account` }],
        },
      );
    case 'saved':
      return problem(
        c,
        409,
        `This account already has ${count(SAVED_CAP)} saved jobs, the most one account may have; the star act ` +
          `in the record of ${jobId} would be one more. ${kept}`,
        {
          bound: 'saved',
          limit: SAVED_CAP,
          errors: [{ path: `${path}.star`, message: `At most ${count(SAVED_CAP)} saved jobs per account` }],
        },
      );
    case 'record_bytes':
      return problem(
        c,
        413,
        `The record of ${jobId}, merged with what the service holds, would be larger than ` +
          `${sizeInWords(RECORD_LIMITS.recordBytes)} as JSON, the most one record may be. ${kept}`,
        {
          bound: 'record_bytes',
          limit: RECORD_LIMITS.recordBytes,
          errors: [{ path, message: `At most ${sizeInWords(RECORD_LIMITS.recordBytes)} per record` }],
        },
      );
    case 'account_bytes':
      return problem(
        c,
        413,
        `This account's records would together be larger than ${sizeInWords(RECORD_LIMITS.accountBytes)} as ` +
          `JSON, the most one account may keep. ${kept}`,
        {
          bound: 'account_bytes',
          limit: RECORD_LIMITS.accountBytes,
          errors: [{ path, message: `At most ${sizeInWords(RECORD_LIMITS.accountBytes)} per account` }],
        },
      );
  }
}
