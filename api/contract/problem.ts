/** Errors: RFC 9457 problem details (the reference server's choice; §7 leaves the shape open). */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const ProblemDetails = lazySchema(() =>
  z.looseObject({
    type: z.string().optional(),
    title: z.string().optional(),
    status: z.number().optional(),
    detail: z.string().optional(),
    errors: z.array(z.looseObject({ path: z.string(), message: z.string() })).optional(),
  }),
);
export type ProblemDetails = z.infer<typeof ProblemDetails>;

/** Flattens zod issues into the `errors: [{path, message}]` of a problem body and of the forms. */
export const issuesToErrors = (error: z.ZodError): { path: string; message: string }[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

/**
 * The extension member of a 409 problem that refuses a write because the account already keeps as many alerts
 * or stars as the service allows (the reference server's caps, server/README.md): the client words it itself.
 */
export const AccountLimit = lazySchema(() =>
  z.object({ list: z.enum(['alerts', 'saved']), max: z.number().int().positive() }),
);
export type AccountLimit = z.infer<typeof AccountLimit>;
