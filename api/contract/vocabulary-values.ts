/**
 * The closed vocabularies' values alone, without zod: pages that only show or compare them (the popup's first load)
 * need not carry the schema code (issue 18). `vocabulary.ts` builds the enums from them.
 */
export const SENIORITIES = [
  'intern',
  'junior',
  'mid',
  'senior',
  'staff',
  'principal',
  'lead',
  'manager',
  'director',
  'exec',
] as const;
export const WORKPLACES = ['remote', 'hybrid', 'onsite'] as const;
export const CADENCES = ['instant', 'daily', 'weekly'] as const;
export const CONFIDENCES = ['verified', 'best_effort', 'all'] as const;
