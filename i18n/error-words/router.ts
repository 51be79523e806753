/**
 * Refusals of a message that is malformed, not allowed from its sender, out of its page's scope or invalid: only our
 * own pages word them (errors.ts). The content script sends nothing of the kind (it reports a page's jobs before it
 * acts on them), so it carries none of these words; one would read there as `router.failed`.
 */
import type { ErrorParams, RouterErrorKind } from '../../model/errors';
import type { Wording } from './wording';

export const en = {
  'router.notJobstar': 'Refused: not a jobstar message.',
  'router.notAllowed': ({ type }: ErrorParams) => `Refused: ${type} is not allowed from here.`,
  'router.invalid': 'Some fields are not valid.',
  'router.outOfScope': 'Refused: this page may act only on the jobs it shows.',
} satisfies Wording<RouterErrorKind>;

export const he = {
  'router.notJobstar': 'נדחה: זו אינה הודעה של jobstar.',
  'router.notAllowed': ({ type }) => `נדחה: ${type} אינו מותר ממקום זה.`,
  'router.invalid': 'חלק מהשדות אינם תקינים.',
  'router.outOfScope': 'נדחה: דף יכול לפעול רק על המשרות שהוא מציג.',
} satisfies Wording<RouterErrorKind>;
