import { describe, expect, it } from 'vitest';
import {
  Alert,
  CompanySearchQuery,
  CompanySearchResponse,
  CreateAlertRequest,
  FILTER_KEYS,
  FilterQuery,
  filterToQuery,
  JobFilter,
  JobsResponse,
  Profile,
  ProfileInput,
  ProfileResponse,
  queryToFilter,
  SavedList,
  SENIORITIES,
  Uuid,
  withFilterDefaults,
} from './contract';

const many = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i));
const COUNTRIES_20 = [
  'IL',
  'US',
  'GB',
  'DE',
  'FR',
  'NL',
  'ES',
  'IT',
  'PL',
  'PT',
  'SE',
  'NO',
  'DK',
  'FI',
  'IE',
  'AT',
  'CH',
  'BE',
  'CA',
  'AU',
];

const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
const rejects = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);

describe('§2.2 profile constraints', () => {
  it('skills: at most 40 strings', () => {
    accepts(ProfileInput, { skills: many(40, (i) => `skill${i}`) });
    rejects(ProfileInput, { skills: many(41, (i) => `skill${i}`) });
    rejects(ProfileInput, { skills: [1] });
  });

  it('seniority: one of the ten values, or null', () => {
    expect(SENIORITIES).toHaveLength(10);
    for (const value of SENIORITIES) accepts(ProfileInput, { seniority: value });
    accepts(ProfileInput, { seniority: null });
    rejects(ProfileInput, { seniority: 'ninja' });
    rejects(ProfileInput, { seniority: 'Senior' });
  });

  it('workplace: remote, hybrid, onsite', () => {
    accepts(ProfileInput, { workplace: ['remote', 'hybrid', 'onsite'] });
    rejects(ProfileInput, { workplace: ['office'] });
    rejects(ProfileInput, { workplace: 'remote' });
  });

  it('israel_only: a boolean', () => {
    accepts(ProfileInput, { israel_only: true });
    rejects(ProfileInput, { israel_only: '1' });
  });

  it('country: at most 20 real ISO 3166-1 alpha-2 codes', () => {
    accepts(ProfileInput, { country: COUNTRIES_20 });
    rejects(ProfileInput, { country: [...COUNTRIES_20, 'JP'] });
    rejects(ProfileInput, { country: ['XX'] });
    rejects(ProfileInput, { country: ['UK'] });
    rejects(ProfileInput, { country: ['il'] });
    rejects(ProfileInput, { country: ['ISR'] });
  });

  it('city: at most 20 names', () => {
    accepts(ProfileInput, { city: many(20, (i) => `City ${i}`) });
    rejects(ProfileInput, { city: many(21, (i) => `City ${i}`) });
  });

  it('cadence: instant, daily, weekly', () => {
    for (const cadence of ['instant', 'daily', 'weekly']) accepts(ProfileInput, { cadence });
    rejects(ProfileInput, { cadence: 'monthly' });
  });

  it('digest_time: 24-hour HH:MM', () => {
    for (const time of ['00:00', '09:00', '23:59', '19:30']) accepts(ProfileInput, { digest_time: time });
    for (const time of ['24:00', '9:00', '09:60', '09:00:00', '9am', '']) rejects(ProfileInput, { digest_time: time });
  });

  it('digest_tz: any string (the server replaces unknown zones)', () => {
    accepts(ProfileInput, { digest_tz: 'Europe/London' });
    accepts(ProfileInput, { digest_tz: 'Mars/Olympus' });
    rejects(ProfileInput, { digest_tz: 3 });
  });

  it('digest_day: integer 0 (Monday) to 6', () => {
    for (const day of [0, 3, 6]) accepts(ProfileInput, { digest_day: day });
    for (const day of [-1, 7, 1.5, '0']) rejects(ProfileInput, { digest_day: day });
  });

  it('every field is optional in requests; unknown fields are refused in requests and kept in responses', () => {
    accepts(ProfileInput, {});
    rejects(ProfileInput, { nickname: 'x' });
    const parsed = Profile.parse({ skills: ['Go'], nickname: 'x' });
    expect(parsed).toEqual({ skills: ['Go'], nickname: 'x' });
  });
});

describe('§4.7 the job-listing filter (wire form)', () => {
  it('names every parameter of §4.7 except name', () => {
    expect([...FILTER_KEYS].sort()).toEqual(
      [
        'country',
        'city',
        'location',
        'company',
        'ats',
        'department',
        'seniority',
        'workplace',
        'skills',
        'ids',
        'israel_only',
        'confidence',
        'include_closed',
        'include_outdated',
        'min_age_days',
        'max_age_days',
        'salary_min',
        'salary_max',
        'salary_known',
        'salary_disclosed',
      ].sort(),
    );
  });

  it('comma-separated lists', () => {
    accepts(FilterQuery, {
      country: 'IL,US',
      city: 'Tel Aviv-Yafo,Haifa',
      company: 'a.com,b.io',
      ats: 'greenhouse,lever',
    });
    accepts(FilterQuery, { department: 'Engineering', skills: 'Python,Go', ids: 'greenhouse:a:1,lever:b:2' });
    rejects(FilterQuery, { country: 'IL,XX' });
    rejects(FilterQuery, { city: ',' });
  });

  it('location: raw text', () => {
    accepts(FilterQuery, { location: 'Tel Aviv, Israel' });
    rejects(FilterQuery, { location: '' });
  });

  it('seniority and workplace: one value of their vocabularies (§4.7 lists no comma for them)', () => {
    accepts(FilterQuery, { seniority: 'senior', workplace: 'remote' });
    rejects(FilterQuery, { seniority: 'senior,staff' });
    rejects(FilterQuery, { workplace: 'remote,hybrid' });
    rejects(FilterQuery, { seniority: 'guru' });
    rejects(FilterQuery, { workplace: 'moon' });
  });

  it('flags accept only "1"', () => {
    for (const flag of ['israel_only', 'include_closed', 'include_outdated', 'salary_known', 'salary_disclosed']) {
      accepts(FilterQuery, { [flag]: '1' });
      rejects(FilterQuery, { [flag]: '0' });
      rejects(FilterQuery, { [flag]: 'true' });
    }
  });

  it('confidence: verified, best_effort, all — default verified', () => {
    for (const confidence of ['verified', 'best_effort', 'all']) accepts(FilterQuery, { confidence });
    rejects(FilterQuery, { confidence: 'maybe' });
    expect(withFilterDefaults({}).confidence).toBe('verified');
    expect(withFilterDefaults({ confidence: 'all' }).confidence).toBe('all');
  });

  it('ages and salaries: integers >= 0', () => {
    for (const key of ['min_age_days', 'max_age_days', 'salary_min', 'salary_max']) {
      accepts(FilterQuery, { [key]: '0' });
      accepts(FilterQuery, { [key]: '25000' });
      rejects(FilterQuery, { [key]: '-1' });
      rejects(FilterQuery, { [key]: '1.5' });
      rejects(FilterQuery, { [key]: 'ten' });
    }
  });

  it('unknown keys are refused', () => {
    rejects(FilterQuery, { colour: 'blue' });
  });
});

describe('§4.7 the typed filter', () => {
  it('refuses negative and fractional numbers and false-like flags stay booleans', () => {
    accepts(JobFilter, { salary_min: 0, max_age_days: 30, salary_known: true });
    rejects(JobFilter, { salary_min: -5 });
    rejects(JobFilter, { min_age_days: 2.5 });
    rejects(JobFilter, { salary_known: '1' });
  });

  it('round-trips through the query string form', () => {
    const filter = JobFilter.parse({
      country: ['IL', 'US'],
      city: ['Tel Aviv-Yafo'],
      location: 'Remote, EU',
      company: ['acme.com'],
      ats: ['greenhouse'],
      department: ['Engineering'],
      seniority: 'senior',
      workplace: 'remote',
      skills: ['Python', 'Go'],
      ids: ['greenhouse:acme:1'],
      israel_only: true,
      confidence: 'best_effort',
      include_closed: true,
      include_outdated: true,
      min_age_days: 0,
      max_age_days: 30,
      salary_min: 20000,
      salary_max: 40000,
      salary_known: true,
      salary_disclosed: true,
    });
    const query = filterToQuery(filter);
    expect(query).toMatchObject({ country: 'IL,US', israel_only: '1', min_age_days: '0', salary_min: '20000' });
    expect(FilterQuery.parse(query)).toEqual(query);
    expect(queryToFilter(FilterQuery.parse(query))).toEqual(filter);
    const params = new URLSearchParams(query);
    expect(queryToFilter(FilterQuery.parse(Object.fromEntries(params)))).toEqual(filter);
  });

  it('leaves out empty lists and false flags', () => {
    expect(filterToQuery({ country: [], skills: [' '], include_closed: false, salary_known: true })).toEqual({
      salary_known: '1',
    });
  });
});

describe('§4.7 company search query', () => {
  it('name: required, at least 2 characters once trimmed', () => {
    accepts(CompanySearchQuery, { name: 'ac' });
    rejects(CompanySearchQuery, { name: 'a' });
    rejects(CompanySearchQuery, { name: ' a ' });
    rejects(CompanySearchQuery, {});
  });

  it('takes any filter key with it, and rejects salary_known=0', () => {
    accepts(CompanySearchQuery, { name: 'acme', country: 'IL', salary_min: '10000', salary_known: '1' });
    rejects(CompanySearchQuery, { name: 'acme', salary_known: '0' });
    rejects(CompanySearchQuery, { name: 'acme', confidence: 'high' });
  });
});

describe('responses', () => {
  it('§2.1 alert: every field optional, a field that does not fit read as unknown, extra fields kept', () => {
    const alert = {
      alert_id: '0b8d7c0e-7a6b-4d3c-9e2f-1a2b3c4d5e6f',
      filter: { country: 'IL' },
      active: true,
      created_at: '2026-11-22T10:00:00Z',
      last_notified_at: null,
      channel: 'email',
    };
    expect(Alert.parse(alert)).toEqual(alert);
    accepts(Alert, {});
    expect(Alert.parse({ ...alert, alert_id: 'not-a-uuid' }).alert_id).toBeUndefined();
    expect(Alert.parse({ ...alert, active: 'yes' }).active).toBeUndefined();
    expect(Alert.parse({ ...alert, created_at: 'yesterday' }).created_at).toBeUndefined();
    rejects(Alert, [alert]);
  });

  it('§2.1 alert_id: any 8-4-4-4-12 hex string is a uuid, whatever its version and variant', () => {
    for (const id of [
      'c94ec1ef-e002-a63d-0c5e-7e1d2a9f0b11',
      '00000000-0000-0000-0000-000000000000',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      '0b8d7c0e-7a6b-4d3c-9e2f-1a2b3c4d5e6f',
    ]) {
      expect(Uuid.safeParse(id).success).toBe(true);
      expect(Alert.parse({ alert_id: id }).alert_id).toBe(id);
    }
    for (const id of [
      'c94ec1efe002a63d0c5e7e1d2a9f0b11',
      '{c94ec1ef-e002-a63d-0c5e-7e1d2a9f0b11}',
      'g94ec1ef-e002-a63d-0c5e-7e1d2a9f0b11',
    ]) {
      expect(Uuid.safeParse(id).success).toBe(false);
    }
  });

  it('§2.1 filter echo: values of another JSON type are accepted as they come', () => {
    const echo = { min_age_days: 3, israel_only: true, country: ['IL'] };
    expect(Alert.parse({ filter: echo }).filter).toEqual(echo);
  });

  it('§4.1 create alert request: filter required, its keys validated', () => {
    accepts(CreateAlertRequest, { filter: {} });
    accepts(CreateAlertRequest, { filter: { skills: 'Python', country: 'IL' } });
    rejects(CreateAlertRequest, {});
    rejects(CreateAlertRequest, { filter: { country: 'XX' } });
  });

  it('§4.3 profile response: profile, options and skill_spec; open objects keep unknown fields', () => {
    const body = {
      profile: { skills: ['Go'], digest_time: '09:00' },
      options: { seniority: [...SENIORITIES], extra: { a: 1 } },
      skill_spec: { skills: [{ name: 'Go', aliases: ['golang'] }], version: 2 },
    };
    expect(ProfileResponse.parse(body)).toEqual(body);
  });

  it('§4.3 profile response: every part optional; a field that breaks a stated rule reads as unknown', () => {
    expect(ProfileResponse.parse({})).toEqual({ profile: {} });
    expect(ProfileResponse.parse({ profile: null }).profile).toEqual({});
    const odd = ProfileResponse.parse({
      profile: { skills: 'Go', seniority: 'emperor', digest_day: 9, digest_time: '9am', israel_only: true },
      options: { seniority: 'x', workplace: ['remote', 4] },
      skill_spec: { skills: [{ name: 'Go' }, { aliases: ['nameless'] }] },
    });
    expect(odd.profile).toEqual({
      skills: undefined,
      seniority: 'emperor',
      digest_day: undefined,
      digest_time: undefined,
      israel_only: true,
    });
    expect(odd.options).toEqual({ seniority: undefined, workplace: ['remote'] });
    expect(odd.skill_spec).toEqual({ skills: [{ name: 'Go' }] });
  });

  it('§2.2 workplace items are not shown by the seed: unknown ones are kept as strings', () => {
    expect(Profile.parse({ workplace: ['remote', 'office'] }).workplace).toEqual(['remote', 'office']);
  });

  it('§4.6 saved list: job_id and saved_at', () => {
    accepts(SavedList, { saved: [] });
    accepts(SavedList, { saved: [{ job_id: 'lever:x:1', saved_at: '2026-11-22T10:00:00.000Z' }] });
    rejects(SavedList, {});
  });

  it('§4.6 one odd saved entry never fails the list: an odd saved_at is unknown, an unusable job_id skipped', () => {
    const saved = SavedList.parse({
      saved: [
        { job_id: 'a', saved_at: '2026-11-22T10:00:00Z' },
        { job_id: 'b', saved_at: 'yesterday' },
        { job_id: 'c' },
        { job_id: '', saved_at: '2026-11-22T10:00:00Z' },
        { job_id: 'x'.repeat(513), saved_at: '2026-11-22T10:00:00Z' },
        { job_id: 7, saved_at: '2026-11-22T10:00:00Z' },
        'd',
      ],
    });
    expect(saved).toEqual({
      saved: [{ job_id: 'a', saved_at: '2026-11-22T10:00:00Z' }, { job_id: 'b' }, { job_id: 'c' }],
      skipped: 4,
    });
    expect(SavedList.parse({ saved: [{ job_id: 'a', saved_at: '2026-11-22T10:00:00Z' }] })).not.toHaveProperty(
      'skipped',
    );
  });

  it('§4.7 company results: known fields typed, the rest kept', () => {
    const body = { companies: [{ name: 'Acme', domain: 'acme.com', open_jobs: 3, logo: 'x' }] };
    expect(CompanySearchResponse.parse(body)).toEqual(body);
    expect(CompanySearchResponse.parse({ companies: [{ name: 'Acme', open_jobs: -1 }, 'x'] }).companies).toEqual([
      { name: 'Acme', open_jobs: undefined },
    ]);
    rejects(CompanySearchResponse, { companies: {} });
  });

  it('/jobs listings are read leniently: a bad field is dropped, a listing without an id is skipped', () => {
    const parsed = JobsResponse.parse({
      jobs: [{ job_id: 'a', title: 'Engineer', salary_min: 'lots' }, { title: 'no id' }],
      total: 2,
    });
    expect(parsed.jobs).toEqual([{ job_id: 'a', title: 'Engineer', salary_min: undefined }]);
  });
});
