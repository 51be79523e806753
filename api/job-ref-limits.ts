/**
 * How long each field a job page tells us may be. Plain numbers, apart from the schema in `job-ref.ts`, so the
 * page readers (sites/, which run in the content script without zod) trim to the same limits the background
 * validates: an over-long field is cut at the source, never a reason to refuse the star.
 */
export const JOB_REF_LIMITS = {
  title: 300,
  company: 200,
  location: 200,
  salary: 120,
  employmentType: 80,
} as const;
