/** §2.2 Profile, §2.4 options and skill_spec, and the §4.2/§4.3 bodies. */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { fittingItems, lenient } from './read';
import {
  Cadence,
  CountryCode,
  DIGEST_TIME_PATTERN,
  MAX_CITIES,
  MAX_COUNTRIES,
  MAX_SKILLS,
  Seniority,
  Workplace,
} from './vocabulary';

const profileShape = {
  skills: lazySchema(() =>
    z
      .array(z.string())
      .max(MAX_SKILLS, { message: `At most ${MAX_SKILLS} skills` })
      .optional(),
  ),
  seniority: lazySchema(() => Seniority.nullable().optional()),
  workplace: lazySchema(() => z.array(Workplace).optional()),
  israel_only: lazySchema(() => z.boolean().optional()),
  country: lazySchema(() =>
    z
      .array(CountryCode)
      .max(MAX_COUNTRIES, { message: `At most ${MAX_COUNTRIES} countries` })
      .optional(),
  ),
  city: lazySchema(() =>
    z
      .array(z.string())
      .max(MAX_CITIES, { message: `At most ${MAX_CITIES} cities` })
      .optional(),
  ),
  cadence: lazySchema(() => Cadence.optional()),
  digest_time: lazySchema(() =>
    z.string().regex(DIGEST_TIME_PATTERN, { message: 'Use 24-hour HH:MM, for example 09:00' }).optional(),
  ),
  digest_tz: lazySchema(() => z.string().optional()),
  digest_day: lazySchema(() =>
    z
      .number()
      .int({ message: 'A whole weekday number' })
      .min(0, { message: 'Monday is 0' })
      .max(6, { message: 'Sunday is 6' })
      .optional(),
  ),
};

/**
 * What a field left out of `PUT /me/profile` becomes. §2.2 states the digest defaults; the rest are the
 * reference server's documented choice (the README): empty lists, no seniority, daily digests.
 */
export const PROFILE_DEFAULTS = {
  skills: [],
  seniority: null,
  workplace: [],
  israel_only: false,
  country: [],
  city: [],
  cadence: 'daily',
  digest_time: '09:00',
  digest_tz: 'Asia/Jerusalem',
  digest_day: 0,
} as const satisfies Required<z.infer<z.ZodObject<typeof profileShape>>>;

/**
 * A profile as the service returns it. Every field is optional (§2.2) and absent means "unknown"; a value of
 * the wrong JSON type, or one that breaks a rule §2.2 states for the digest schedule, is read as absent rather
 * than failing the answer. A seniority and `workplace` items (whose values §2.2 does not show) are kept as the
 * strings they are: whether they fit what we may send is decided when they are merged into the local copy,
 * which sets aside the ones it cannot hold and names them.
 */
export const Profile = lazySchema(() =>
  z.looseObject({
    skills: lenient(fittingItems(z.string())),
    seniority: lenient(z.string().nullable()),
    workplace: lenient(fittingItems(z.string())),
    israel_only: lenient(z.boolean()),
    country: lenient(fittingItems(z.string())),
    city: lenient(fittingItems(z.string())),
    cadence: lenient(Cadence),
    digest_time: lenient(profileShape.digest_time.unwrap()),
    digest_tz: lenient(z.string()),
    digest_day: lenient(profileShape.digest_day.unwrap()),
  }),
);
export type Profile = z.infer<typeof Profile>;

/** §4.2 request body: the same fields and constraints, nothing else. */
export const ProfileInput = lazySchema(() => z.strictObject(profileShape));
export type ProfileInput = z.infer<typeof ProfileInput>;
/** The profile's fields, in the contract's order, without building its schema. */
export const PROFILE_FIELDS = Object.keys(profileShape) as (keyof ProfileInput)[];

/** §2.4 options: "the valid system options"; its contents are not shown, so known lists are typed and the rest kept. */
export const ProfileOptions = lazySchema(() =>
  z.looseObject({
    seniority: lenient(fittingItems(z.string())),
    workplace: lenient(fittingItems(z.string())),
    cadence: lenient(fittingItems(z.string())),
    countries: lenient(fittingItems(z.string())),
    cities: lenient(fittingItems(z.string())),
    departments: lenient(fittingItems(z.string())),
    skills: lenient(fittingItems(z.string())),
    ats: lenient(fittingItems(z.string())),
  }),
);
export type ProfileOptions = z.infer<typeof ProfileOptions>;

/** §2.4 skill_spec: the terms the in-browser CV reader matches on. */
export const SkillTerm = lazySchema(() =>
  z.looseObject({ name: z.string(), aliases: lenient(fittingItems(z.string())) }),
);
export const SkillSpec = lazySchema(() => z.looseObject({ skills: lenient(fittingItems(SkillTerm)) }));
export type SkillTerm = z.infer<typeof SkillTerm>;
export type SkillSpec = z.infer<typeof SkillSpec>;

/** §4.2 response. A missing `profile` tells nothing, so it reads as an empty (all unknown) profile. */
export const ProfileEnvelope = lazySchema(() => z.looseObject({ profile: Profile.catch({}).default({}) }));
export type ProfileEnvelope = z.infer<typeof ProfileEnvelope>;

/** §4.3 response; `options` and `skill_spec` are absent when the service sent none we can read. */
export const ProfileResponse = lazySchema(() =>
  z.looseObject({
    profile: Profile.catch({}).default({}),
    options: lenient(ProfileOptions),
    skill_spec: lenient(SkillSpec),
  }),
);
export type ProfileResponse = z.infer<typeof ProfileResponse>;
