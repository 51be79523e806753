/** One generated posting's parts: its id on its ATS, its seniority, title, salary and confidence. */
import { digits, hex, pick, round, uuid, weighted } from './random';
import { type ConfidenceLevel, TITLES } from './vocabulary';

export function postingId(random: () => number, ats: string): string {
  switch (ats) {
    case 'greenhouse':
      return digits(random, 10);
    case 'lever':
    case 'ashby':
      return uuid(random);
    case 'comeet':
      return `${hex(random, 2, true)}.${hex(random, 3, true)}`;
    case 'workable':
      return hex(random, 10, true);
    case 'smartrecruiters':
      return digits(random, 15);
    case 'workday':
      return `JR-${digits(random, 7)}`;
    default:
      return digits(random, 10);
  }
}

const SENIORITY_WEIGHTS: Record<string, number> = {
  intern: 2,
  junior: 10,
  mid: 25,
  senior: 30,
  staff: 6,
  principal: 3,
  lead: 8,
  manager: 8,
  director: 5,
  exec: 1,
};

const SENIORITY_PAY: Record<string, number> = {
  intern: 9_000,
  junior: 16_000,
  mid: 25_000,
  senior: 34_000,
  staff: 42_000,
  principal: 48_000,
  lead: 40_000,
  manager: 42_000,
  director: 55_000,
  exec: 75_000,
};

export function pickSeniority(random: () => number): string {
  return weighted(random, SENIORITY_WEIGHTS);
}

const SENIORITY_TITLE: Record<string, string> = {
  intern: 'Intern',
  junior: 'Junior',
  mid: '',
  senior: 'Senior',
  staff: 'Staff',
  principal: 'Principal',
  lead: 'Lead',
  manager: '',
  director: 'Director of',
  exec: 'VP',
};

export function titleFor(random: () => number, department: string, seniority: string): string {
  const base = pick(random, TITLES[department] ?? ['Specialist']);
  if (seniority === 'director' || seniority === 'exec') return `${SENIORITY_TITLE[seniority]} ${department}`;
  if (seniority === 'manager') return base.includes('Manager') ? base : `${department} Manager`;
  const prefix = SENIORITY_TITLE[seniority];
  return prefix ? `${prefix} ${base}` : base;
}

/** What a posting says about pay: 35% an ILS monthly range, 15% a USD or EUR yearly range, 15% only our ILS estimate. */
export function salaryFor(random: () => number, seniority: string) {
  const pay = SENIORITY_PAY[seniority]! * (0.8 + random() * 0.5);
  const none = { salary_min: null, salary_max: null, salary_currency: null, salary_period: null };
  const salaryRoll = random();
  if (salaryRoll < 0.35) {
    const salary_min = round(pay * 0.9, 500);
    const salary_max = round(pay * 1.15, 500);
    const salary_ils = round((salary_min + salary_max) / 2, 100);
    return {
      salary_min,
      salary_max,
      salary_currency: 'ILS',
      salary_period: 'month',
      salary_ils,
      salary_disclosed: true,
    };
  }
  const yearly = (rate: number, currency: string) => ({
    salary_min: round((pay * 12) / rate, 1000),
    salary_max: round((pay * 12 * 1.2) / rate, 1000),
    salary_currency: currency,
    salary_period: 'year',
    salary_ils: null,
    salary_disclosed: true,
  });
  if (salaryRoll < 0.45) return yearly(3.7, 'USD');
  if (salaryRoll < 0.5) return yearly(4, 'EUR');
  // The service's own estimate: a shekel figure the employer did not state.
  if (salaryRoll < 0.65) return { ...none, salary_ils: round(pay, 500), salary_disclosed: false };
  return { ...none, salary_ils: null, salary_disclosed: false };
}

/** LinkedIn-sourced postings are never verified; the others mostly are. */
export function confidenceFor(random: () => number, fromLinkedIn: boolean): ConfidenceLevel {
  const roll = random();
  if (fromLinkedIn) return roll < 0.5 ? 'best_effort' : 'unconfirmed';
  return roll < 0.85 ? 'verified' : roll < 0.97 ? 'best_effort' : 'unconfirmed';
}
