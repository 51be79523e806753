/** RFC 9457 problem details: every error of the API is `application/problem+json`. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { issuesToErrors, type ProblemDetails } from '../../api/contract';

const TITLES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Unauthorized',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request too large',
  415: 'Unsupported media type',
  422: 'Unprocessable request',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

export function problemBody(status: number, detail?: string, extra: Partial<ProblemDetails> = {}): ProblemDetails {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
    ...extra,
  };
}

export function problem(
  c: Context,
  status: ContentfulStatusCode,
  detail?: string,
  extra: Partial<ProblemDetails> = {},
  headers: Record<string, string> = {},
): Response {
  return c.body(JSON.stringify(problemBody(status, detail, extra)), status, {
    'content-type': 'application/problem+json',
    ...headers,
  });
}

/** `errors: [{path, message}]`; an unknown key is reported at its own path. */
export function validationErrors(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key].join('.'), message: 'Unknown field' }))
      : issuesToErrors({ issues: [issue] } as z.ZodError),
  );
}

export function invalid(c: Context, error: z.ZodError, detail = 'The request has invalid fields'): Response {
  return problem(c, 400, detail, { errors: validationErrors(error) });
}
