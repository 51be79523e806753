/**
 * Wording for the content script, which shows only this browser's own errors (a refused message, local
 * storage), worded by the background (messaging/port-server.ts): the service's and sign-in's tables stay out of its
 * bundle. Any other kind reads as `router.failed`.
 */
import type { ErrorWords, LocalErrorKind } from '../model/errors';
import * as local from './error-words/local';
import { createT, type Lang } from './index';

export const isLocalKind = (kind: unknown): kind is LocalErrorKind => typeof kind === 'string' && kind in local.en;

export function wordLocalError(error: ErrorWords, lang: Lang): string {
  return createT(local, lang)(isLocalKind(error.kind) ? error.kind : 'router.failed', error.params);
}
