/** Words a field error in the page's language. */
import { sharedT } from '../../i18n/shared';
import type { FieldError } from './filter-draft';

const t = sharedT();

export function fieldErrorText(error: FieldError): string {
  switch (error.code) {
    case 'unknownCountry':
      return t('error.unknownCountry', { items: error.items.join(', ') });
    case 'unknownValue':
      return t('error.unknownValue', { items: error.items.join(', ') });
    case 'tooMany':
      return t('error.tooMany', { max: error.max });
    default:
      return t(`error.${error.code}`);
  }
}
