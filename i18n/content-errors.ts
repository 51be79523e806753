/**
 * A content script's words for a refusal: the background's own (it words every failure it answers on the content
 * script's port, with i18n/local-errors.ts), else the router's two, for an answer that never came or came unworded.
 */
import type { ErrorInfo } from '../model/errors';
import { routerEn, routerHe } from './error-words/local';
import { createT, type Lang } from './index';

export function wordForContent(error: ErrorInfo, lang: Lang): string {
  if (typeof error.words === 'string' && error.words) return error.words.slice(0, 300);
  return createT({ en: routerEn, he: routerHe }, lang)(error.kind === 'router.noAnswer' ? error.kind : 'router.failed');
}
