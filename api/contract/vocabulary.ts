/** The contract's closed vocabularies and stated limits (§2.2, §4.7, §8), and the id forms they use. */
import { z } from 'zod';
import { isCountryCode } from '../countries';
import { lazySchema } from './lazy-schema';

import { CADENCES, CONFIDENCES, SENIORITIES, WORKPLACES } from './vocabulary-values';

export { CADENCES, CONFIDENCES, SENIORITIES, WORKPLACES };

export const Seniority = lazySchema(() => z.enum(SENIORITIES));
export const Workplace = lazySchema(() => z.enum(WORKPLACES));
export const Cadence = lazySchema(() => z.enum(CADENCES));
export const Confidence = lazySchema(() => z.enum(CONFIDENCES));
export type Seniority = z.infer<typeof Seniority>;
export type Workplace = z.infer<typeof Workplace>;
export type Cadence = z.infer<typeof Cadence>;
export type Confidence = z.infer<typeof Confidence>;

export const MAX_SKILLS = 40;
export const MAX_COUNTRIES = 20;
export const MAX_CITIES = 20;
export const MIN_NAME_LENGTH = 2;
export const DIGEST_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const CountryCode = lazySchema(() =>
  z.string().refine(isCountryCode, { message: 'Not an ISO 3166-1 country code' }),
);

/**
 * §2.1 "string, format uuid": any 8-4-4-4-12 hex string. zod's `uuid()` also demands an RFC 9562 version and
 * variant, which the seed never asks for, so a service's other ids would be refused.
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const Uuid = lazySchema(() =>
  z.string().regex(UUID_PATTERN, { message: 'A uuid: 8-4-4-4-12 hexadecimal digits' }),
);
