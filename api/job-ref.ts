/**
 * What a job page tells us about a job: its id (DESIGN §3, `jobIdOf`) and what the page shows, kept with a
 * star so the starred list is useful offline and when `/jobs?ids=` does not know the job.
 */
import { z } from 'zod';
import { JobId } from './contract';

const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.replace(/\s+/g, ' ').trim());

/** Only links a person can safely open: https, and http for a local server. */
export const SafeUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Not an http(s) link');

export const JobRef = z.object({
  jobId: JobId,
  title: text(300).optional(),
  company: text(200).optional(),
  location: text(200).optional(),
  url: SafeUrl.optional(),
  /** The adapter that found it, e.g. `greenhouse`, `linkedin`, `jsonld`, `service`. */
  site: z.string().min(1).max(40),
});
export type JobRef = z.infer<typeof JobRef>;
export type JobPageData = Omit<JobRef, 'jobId'>;
