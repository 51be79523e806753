/**
 * The props a city field and a skills field share between the profile and the filters: typed cities
 * take the locations facet's spelling, and cities or skills the service does not know are marked before
 * saving. With no known list yet (the facets not loaded), nothing is marked.
 */
import { sharedT } from '../../i18n/shared';
import { foldPlace, matchPlace } from './place-names';
import type { TagInputProps } from './TagInput';

const t = sharedT();

export function cityFieldProps(known: readonly string[]): Pick<TagInputProps, 'parse' | 'unknown'> {
  if (known.length === 0) return {};
  const folded = new Set(known.map(foldPlace));
  return {
    parse: (text) => matchPlace(text, known) ?? text.trim(),
    unknown: { test: (value) => !folded.has(foldPlace(value)), note: (items) => t('unknownCities', { items }) },
  };
}

export function skillFieldProps(known: readonly string[]): Pick<TagInputProps, 'unknown'> {
  if (known.length === 0) return {};
  const folded = new Set(known.map((skill) => skill.toLowerCase()));
  return {
    unknown: { test: (value) => !folded.has(value.toLowerCase()), note: (items) => t('unknownSkills', { items }) },
  };
}
