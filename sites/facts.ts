/**
 * Layered reading (Zotero's translators with their "Embedded Metadata" fallback): each adapter asks the
 * page's sources in order of trust — its URL, its structured data (JSON-LD, app state), the site's DOM, the
 * page's metadata (`og:*`, `<title>`), visible-text heuristics — and every field takes the first source that
 * states it. What a star keeps is capped here, once, for every adapter.
 */
import type { JobRef } from '../api/job-ref';

type Workplace = NonNullable<JobRef['workplace']>;

import { capField } from './text';

/** What a page may state about its job besides its id. */
export interface PageFacts {
  title?: string;
  company?: string;
  location?: string;
  salary?: string;
  employmentType?: string;
  remote?: boolean;
  workplace?: Workplace;
  /** YYYY-MM-DD */
  datePosted?: string;
}

const FIELDS = [
  'title',
  'company',
  'location',
  'salary',
  'employmentType',
  'remote',
  'workplace',
  'datePosted',
] as const;

/** Per field, the first layer that states it (layers in order of trust; a missing layer is skipped). */
export function layered(...layers: (PageFacts | null | undefined)[]): PageFacts {
  const facts: PageFacts = {};
  for (const field of FIELDS) {
    for (const layer of layers) {
      const value = layer?.[field];
      if (value === undefined || value === '') continue;
      (facts as Record<string, unknown>)[field] = value;
      break;
    }
  }
  return facts;
}

export type RefBase = Pick<JobRef, 'jobId' | 'site'> & { url?: string };

/** The star's job reference: the id from the URL, the rest as the page states it, each text capped. */
export function refOf(base: RefBase, facts: PageFacts): JobRef {
  const ref = titledRef(base, facts.title);
  const company = capField('company', facts.company);
  const location = capField('location', facts.location);
  const salary = capField('salary', facts.salary);
  const employmentType = capField('employmentType', facts.employmentType);
  if (company) ref.company = company;
  if (location) ref.location = location;
  if (salary) ref.salary = salary;
  if (employmentType) ref.employmentType = employmentType;
  if (facts.remote !== undefined) ref.remote = facts.remote;
  if (facts.workplace) ref.workplace = facts.workplace;
  if (facts.datePosted && /^\d{4}-\d{2}-\d{2}$/.test(facts.datePosted)) ref.datePosted = facts.datePosted;
  return ref;
}

/** Where `refOf` starts: the id's reference with its title, capped. */
function titledRef(base: RefBase, title: string | undefined): JobRef {
  const ref: JobRef = { ...base };
  const capped = capField('title', title);
  if (capped) ref.title = capped;
  return ref;
}

/** A date a page gives as `2026-03-01T10:00:00Z`, `2026-03-01`, etc., as YYYY-MM-DD; else undefined. */
export function dayOf(value: string | null | undefined): string | undefined {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value.trim()) : null;
  return match ? match[1] : undefined;
}

/** "Remote" / "Work from home" / Hebrew "מהבית" stated in a location or type: the job is remote. */
export function remoteIn(...texts: (string | undefined)[]): true | undefined {
  return texts.some((text) => text && /\bremote\b|work from home|עבודה מהבית|מרחוק/i.test(text)) ? true : undefined;
}

/** A site's workplace label ("Hybrid", "On-site", "Remote", Hebrew "היברידי") as one of the three words. */
export function workplaceIn(text: string | undefined): Workplace | undefined {
  if (!text) return undefined;
  if (/\bhybrid\b|היברידי/i.test(text)) return 'hybrid';
  if (remoteIn(text)) return 'remote';
  if (/\bon[\s-]?site\b|\bin[\s-]office\b|במשרד/i.test(text)) return 'onsite';
  return undefined;
}

/** The last resort for a company: the tenant an ATS puts in its URL (`acme-labs` → "Acme Labs"). */
export function tenantName(slug: string | undefined): string | undefined {
  if (!slug) return undefined;
  const words = decodeURIComponent(slug)
    .split(/[-_\s]+/)
    .filter(Boolean);
  return words.length > 0 ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : undefined;
}
