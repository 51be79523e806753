/**
 * The JSON export of "Your data" (options page); import accepts the same, and the runtime message carries it.
 * The caps on its lists and the stage rules its applications must keep are the import's (storage/data/import-rules.ts).
 */
import { z } from 'zod';
import { FilterQuery, JobListing, ProfileInput } from '../api/contract/index';
import { lazySchema } from '../api/contract/lazy-schema';
import { JobRef } from '../api/job-ref';
import { ApplicationRow } from './application';
import { firstOfSingleValued } from './filter-repair';
import { KeptPosting } from './posting';

export const ExportFile = lazySchema(() =>
  z.object({
    format: z.literal('jobstar-export'),
    version: z.literal(1),
    exportedAt: z.string(),
    saved: z.array(
      z.object({
        ref: JobRef,
        savedAt: z.iso.datetime({ offset: true }),
        /** The first star's click time (SavedRow.starredAt); a file from before it has none and still imports. */
        starredAt: z.iso.datetime({ offset: true }).optional(),
        /** The service's listing the row held, read as the network's answer is. */
        listing: JobListing.optional(),
        /** The posting as it was when starred (issue 32), if this device kept it; a file from before it has none. */
        description: KeptPosting.optional(),
      }),
    ),
    // A file from the previous version may hold several seniorities or workplaces in one alert.
    alerts: z.array(
      z.object({
        filter: z.preprocess(firstOfSingleValued, FilterQuery),
        active: z.boolean().optional(),
        createdAt: z.string().optional(),
      }),
    ),
    profile: ProfileInput.nullable(),
    /** Stages, history, notes and reminders (issue 19); a file from before them has none and still imports. */
    applications: z.array(ApplicationRow).optional(),
  }),
);
export type ExportFile = z.infer<typeof ExportFile>;

/** The file's two long lists, which an import sends to the background in pieces (storage/data/staged-import.ts). */
export type ImportList = 'saved' | 'applications';

/**
 * A piece of one list as it travels: its rows as JSON text, which the background checks against this file's schema
 * as it keeps them, `start` being the place of its first row in that list of the file.
 */
export interface ImportPiece {
  list: ImportList;
  start: number;
  json: string;
}
