/** Errors: RFC 9457 problem details (the reference server's choice; §7 leaves the shape open). */
import { z } from 'zod';

export const ProblemDetails = z.looseObject({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().optional(),
  detail: z.string().optional(),
  errors: z.array(z.looseObject({ path: z.string(), message: z.string() })).optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;

/** Flattens zod issues into the `errors: [{path, message}]` of a problem body and of the forms. */
export const issuesToErrors = (error: z.ZodError): { path: string; message: string }[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
