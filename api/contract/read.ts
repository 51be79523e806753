/**
 * How answers are read (DESIGN §4 rule 12): tolerant helpers the answer schemas share. Not part of what
 * api/contract exports.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** A date-time with its offset, as §2 writes "format date-time". */
export const dateTime = lazySchema(() => z.iso.datetime({ offset: true }));

/** A field of an answer that is dropped (read as absent, "unknown") when it does not fit, instead of failing the answer. */
export const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The items of a list that fit; the rest are left out, so one odd item never fails the whole answer. */
export const fittingItems = <T extends z.ZodType>(item: T) =>
  z.array(z.unknown()).transform((items) =>
    items.flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );
