/**
 * An application added by hand (issue 32): a job found off the web or on a site jobstar does not read. It becomes
 * a star like any other (`manual:<uuid>`, README "Job ids") with its application at the stage and date given.
 * The form and the background check it with this one schema, so both refuse the same things.
 */
import { z } from 'zod';
import { lazySchema } from '../api/contract/lazy-schema';
import { JOB_REF_LIMITS } from '../api/job-ref-limits';
import { safeLink } from '../api/safe-link';
import { Stage } from './application';
import { APPLICATION_LIMITS } from './stages';

const required = (max: number) => z.string().trim().min(1, 'missing').max(max, 'tooLong');

export const ManualApplication = lazySchema(() =>
  z.object({
    company: required(JOB_REF_LIMITS.company),
    title: required(JOB_REF_LIMITS.title),
    /** Optional; only a link a person may safely open (https). */
    url: z
      .string()
      .trim()
      .max(2048, 'tooLong')
      .refine((value) => value === '' || safeLink(value) !== undefined, 'badLink')
      .optional(),
    foundVia: z.string().trim().max(APPLICATION_LIMITS.foundVia, 'tooLong').optional(),
    stage: Stage,
    /** When it reached that stage: never in the future (the background checks against its own clock). */
    at: z.iso.datetime({ offset: true, message: 'badDate' }),
  }),
);
export type ManualApplication = z.infer<typeof ManualApplication>;

/** What is wrong with each field, as the schema's message (missing, tooLong, badLink, badDate). */
export function manualFieldErrors(input: unknown): Partial<Record<keyof ManualApplication, string>> {
  const parsed = ManualApplication.safeParse(input);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof ManualApplication, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ManualApplication;
    errors[field] ??= issue.message;
  }
  return errors;
}
