/**
 * Wording for the content script, which shows only this browser's own errors (a refused message, local
 * storage): the service's and sign-in's tables stay out of its bundle. Any other kind reads as `router.failed`.
 */
import * as local from './error-words/local';
import type { ErrorInfo } from './errors';
import { createT, type Lang } from './index';

type LocalKind = keyof typeof local.en;
export const isLocalKind = (kind: unknown): kind is LocalKind => typeof kind === 'string' && kind in local.en;

export function wordLocalError(error: Pick<ErrorInfo, 'kind' | 'params'>, lang: Lang): string {
  return createT(local, lang)(isLocalKind(error.kind) ? error.kind : 'router.failed', error.params);
}
