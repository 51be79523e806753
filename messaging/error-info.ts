/**
 * Any failure in a handler, as the `{ kind, params }` that crosses to the page (i18n/errors.ts words it there).
 * Each layer's own errors keep their kinds; anything unforeseen is `router.failed` with its message as detail.
 */
import { ZodError } from 'zod';
import { issuesToErrors } from '../api/contract';
import { ApiError } from '../api/errors';
import { AuthError } from '../auth';
import type { ErrorInfo } from '../model/errors';
import { isStorageError, storageErrorInfo } from '../model/storage-errors';

/** A refusal the router or a handler words by kind (a message from the wrong place, a job outside the page). */
export class RefusedError extends Error {
  override readonly name = 'RefusedError';
  constructor(readonly info: ErrorInfo) {
    super(info.detail ?? info.kind);
  }
}

export function errorInfoOf(error: unknown): ErrorInfo {
  if (error instanceof RefusedError) return error.info;
  if (error instanceof ZodError) return { kind: 'router.invalid', fieldErrors: issuesToErrors(error) };
  if (error instanceof ApiError) return error.info;
  if (error instanceof AuthError) {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return { ...error.words, ...(cause ? { detail: cause } : {}) };
  }
  if (isStorageError(error)) return storageErrorInfo(error);
  return { kind: 'router.failed', detail: error instanceof Error ? error.message : String(error) };
}
