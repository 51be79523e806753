/**
 * What a job page tells us about a job: its id (DESIGN §3, `jobIdOf`) and what the page shows, kept with a
 * star so the starred list is useful offline and when `/jobs?ids=` does not know the job.
 */
import { z } from 'zod';
import { JobId } from './contract';
import { WORKPLACES } from './contract/vocabulary-values';
import { JOB_REF_LIMITS as LIMITS } from './job-ref-limits';
import { parsedLink, safeParsedLink } from './safe-link';

const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.replace(/\s+/g, ' ').trim());

/**
 * A web link (anything else refuses the ref), kept only as the one link rule allows it without knowing the
 * configured service: https. A plain-http link is dropped, not refused: the job is still starred, and the lists
 * link to the service's own page for it, which is all a plain-http link on the service could be.
 */
const PageUrl = z
  .string()
  .max(2048)
  .transform((value, ctx) => {
    const parsed = parsedLink(value);
    if (parsed && /^https?:$/.test(parsed.protocol)) return safeParsedLink(parsed);
    ctx.addIssue({ code: 'custom', message: 'Not an http(s) link', input: value });
    return z.NEVER;
  });

export const JobRef = z.object({
  jobId: JobId,
  title: text(LIMITS.title).optional(),
  company: text(LIMITS.company).optional(),
  location: text(LIMITS.location).optional(),
  url: PageUrl.optional(),
  /**
   * Where the page's Apply leads when it is another site's page (an aggregator's job, applied for on the employer's
   * ATS): "seen before" links the two stars by it. Read tolerantly: a link we would not open reads as absent.
   */
  applyUrl: PageUrl.optional().catch(undefined),
  /** As the page states it, e.g. "USD 120,000–150,000 per year" or "₪25,000–30,000 a month". */
  salary: text(LIMITS.salary).optional(),
  /** As the page states it, e.g. "Full time", "Contract". */
  employmentType: text(LIMITS.employmentType).optional(),
  /** True when the page says the job is remote; absent when it does not say. */
  remote: z.boolean().optional(),
  /**
   * Where the work is, when the page states it in these words ("Hybrid" on Lever). Read tolerantly: a word this
   * version does not know reads as absent.
   */
  workplace: z.enum(WORKPLACES).optional().catch(undefined),
  /** The day the job was posted (YYYY-MM-DD), when the page states it. */
  datePosted: z.iso.date().optional(),
  /** The adapter that found it, e.g. `greenhouse`, `linkedin`, `jsonld`, `service`. */
  site: z.string().min(1).max(40),
  /**
   * `page`: saved as a page, not recognised as a job ("Save this page"). Absent for a job. Read tolerantly:
   * a kind this version does not know reads as absent, never a refusal of the star.
   */
  kind: z.enum(['page']).optional().catch(undefined),
});
export type JobRef = z.infer<typeof JobRef>;
export type JobPageData = Omit<JobRef, 'jobId'>;
