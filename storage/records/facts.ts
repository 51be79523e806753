/**
 * A star's details as the record carries them (`facts`, in the wire's snake case) and as the saved row keeps them
 * (`page`): so a star that arrives on another device shows its title, company and link, not a bare id.
 */
import type { RecordFacts } from '../../api/contract/jobstar/index';
import type { JobPageData } from '../../api/job-ref';
import { safeLink } from '../../api/safe-link';

export function factsOfPage(page: JobPageData): RecordFacts {
  const facts: RecordFacts = {
    title: page.title,
    company: page.company,
    location: page.location,
    url: page.url,
    salary: page.salary,
    employment_type: page.employmentType,
    remote: page.remote,
    workplace: page.workplace,
    date_posted: page.datePosted,
    site: page.site,
    kind: page.kind,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as RecordFacts;
}

/** The page a record's facts describe; a link is kept only as the one link rule allows (https). */
export function pageOfFacts(facts: RecordFacts): JobPageData {
  const page: JobPageData = {
    site: facts.site || 'service',
    title: facts.title,
    company: facts.company,
    location: facts.location,
    url: safeLink(facts.url),
    salary: facts.salary,
    employmentType: facts.employment_type,
    remote: facts.remote,
    workplace: facts.workplace,
    datePosted: facts.date_posted,
    kind: facts.kind,
  };
  return Object.fromEntries(Object.entries(page).filter(([, value]) => value !== undefined)) as JobPageData;
}
