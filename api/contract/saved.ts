/** §2.3, §4.4–4.6 Saved entries. */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { dateTime, lenient } from './read';

/** A job id as we send and store it (a star's path, a page's job): strict. */
export const JobId = lazySchema(() => z.string().min(1).max(512));

/**
 * A saved entry as the service lists it (§4.6). A `saved_at` that is not a date-time reads as unknown (absent),
 * so the local time is kept; every sync reads this list, so one odd entry must never fail it whole.
 */
export const SavedEntry = lazySchema(() => z.looseObject({ job_id: JobId, saved_at: lenient(dateTime) }));
export type SavedEntry = z.infer<typeof SavedEntry>;

/**
 * §4.6 response. An entry without a usable `job_id` names no job we could hold (ours pass `JobId`), so it is
 * left out and counted in `skipped` rather than failing the list.
 */
export const SavedList = lazySchema(() =>
  z.looseObject({ saved: z.array(z.unknown()) }).transform(({ saved: items }) => {
    const saved: SavedEntry[] = [];
    for (const item of items) {
      const parsed = SavedEntry.safeParse(item);
      if (parsed.success) saved.push(parsed.data);
    }
    const skipped = items.length - saved.length;
    return { saved, ...(skipped > 0 ? { skipped } : {}) };
  }),
);
export type SavedList = z.output<typeof SavedList>;
