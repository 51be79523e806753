/**
 * Every error that crosses a boundary (background → page, sync → status line) travels as `{ kind, params }`
 * and is worded here, in the reader's language: the background may run in one language while a page shows
 * another, and a kind is testable where a sentence is not. Technical details (an HTTP status, a schema
 * complaint) travel apart, as `detail`, for a "Details" disclosure. The tables sit in error-words/ by family,
 * so the content script carries only the local ones (local-errors.ts).
 */
import * as applications from './error-words/applications';
import * as local from './error-words/local';
import * as router from './error-words/router';
import * as service from './error-words/service';
import type { Params } from './error-words/wording';
import { createT, type Lang } from './index';

const en = { ...local.en, ...router.en, ...service.en, ...applications.en };
const he = { ...local.he, ...router.he, ...service.he, ...applications.he };

export type ErrorKind = keyof typeof en;

export interface FieldError {
  path: string;
  message: string;
}

/** An error as it crosses a boundary. */
export interface ErrorInfo {
  kind: ErrorKind;
  params?: Params;
  /** Technical words (status, schema complaint) for a "Details" disclosure, never the headline. */
  detail?: string;
  fieldErrors?: FieldError[];
}

export const isErrorKind = (kind: unknown): kind is ErrorKind => typeof kind === 'string' && kind in en;

/** The error in the reader's language; a kind this build does not know reads as `router.failed`. */
export function wordError(error: Pick<ErrorInfo, 'kind' | 'params'>, lang: Lang): string {
  return createT({ en, he }, lang)(isErrorKind(error.kind) ? error.kind : 'router.failed', error.params);
}
