/** Countries chosen by name, stored as ISO 3166-1 alpha-2 codes (§4.7, §2.2). */
import type { JSX } from 'preact';
import { COUNTRY_CODES } from '../../api/countries';
import { countryLabel, countryName, parseCountry } from './country-names';
import { TagInput } from './TagInput';

export interface CountryPickerProps {
  id: string;
  label: string;
  values: readonly string[];
  onChange: (codes: string[]) => void;
  /** Codes offered first (the service's `options` and facets); every country is offered when absent. */
  suggestions?: readonly string[];
  max?: number;
  hint?: string;
  error?: string;
}

export function CountryPicker(props: CountryPickerProps): JSX.Element {
  const suggestions = props.suggestions && props.suggestions.length > 0 ? props.suggestions : COUNTRY_CODES;
  return (
    <TagInput
      {...props}
      suggestions={suggestions}
      display={countryName}
      suggestionText={countryLabel}
      parse={parseCountry}
    />
  );
}
