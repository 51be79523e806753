/**
 * `send` for the popup and options page: a refusal arrives as `{ kind, params }` and becomes a `MessageError`
 * worded in this page's language; callers that want more keep the kind, the parameters, the technical detail
 * and the field errors (with their paths).
 */
import { isErrorKind, wordError } from '../i18n/errors';
import { uiLanguage } from '../i18n/index';
import { createSend } from './sender';

export { MessageError } from './sender';

export const send = createSend((error) => wordError(error, uiLanguage()), isErrorKind);
