/**
 * Every error kind of the model (model/errors.ts) in the reader's language. Technical details (an HTTP status, a
 * schema complaint) travel apart, as `detail`, for a "Details" disclosure. The tables sit in error-words/ by family,
 * so the content script carries only the local ones (local-errors.ts).
 */
import type { ErrorKind, ErrorWords } from '../model/errors';
import * as applications from './error-words/applications';
import * as importFile from './error-words/import';
import * as local from './error-words/local';
import * as router from './error-words/router';
import * as service from './error-words/service';
import type { Wording } from './error-words/wording';
import { createT, type Lang } from './index';

const en = {
  ...local.en,
  ...router.en,
  ...service.en,
  ...applications.en,
  ...importFile.en,
} satisfies Wording<ErrorKind>;
const he = {
  ...local.he,
  ...router.he,
  ...service.he,
  ...applications.he,
  ...importFile.he,
} satisfies Wording<ErrorKind>;

export const isErrorKind = (kind: unknown): kind is ErrorKind => typeof kind === 'string' && kind in en;

/** The error in the reader's language; a kind this build does not know reads as `router.failed`. */
export function wordError(error: ErrorWords, lang: Lang): string {
  return createT({ en, he }, lang)(isErrorKind(error.kind) ? error.kind : 'router.failed', error.params);
}
