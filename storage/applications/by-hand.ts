/**
 * An application added by hand (issue 32): its star (with its outbox row, so it syncs like any star) and its
 * application at the stage and date the person gave, in one transaction (DESIGN §4 rule 1). The star is dated now,
 * as any star; the application's history starts at the date given, so an application made weeks ago reads as such.
 */
import type { ApplicationRow } from '../../model/application';
import type { ManualApplication } from '../../model/manual-application';
import { MANUAL_PREFIX } from '../../model/stages';
import type { AccountDb, SavedRow } from '../db/db';
import { STAR_MOVE_ID } from '../db/move-ids';
import { outboxRow } from '../outbox/outbox';
import { recordTables, recordWrites } from '../records/write';
import { moveTo } from './rules';

/** The site a job added by hand names in its ref: no adapter has this id. */
const MANUAL_SITE = 'manual';

/** Answers the new job's id. Refused (ApplicationRefusal) when the date is in the future. */
export async function addByHand(
  db: AccountDb,
  input: ManualApplication,
  uuid: string,
  now = new Date(),
): Promise<string> {
  const jobId = `${MANUAL_PREFIX}${uuid}`;
  const at = new Date(input.at);
  const start: ApplicationRow = {
    jobId,
    stage: 'saved',
    history: [{ stage: 'saved', at: at.toISOString(), id: STAR_MOVE_ID }],
    movedAt: at.toISOString(),
    linked: [],
    updatedAt: now.toISOString(),
  };
  const application = moveTo(start, input.stage, at, now);
  if (input.foundVia) application.foundVia = input.foundVia;
  const saved: SavedRow = {
    jobId,
    starred: 1,
    savedAt: now.toISOString(),
    synced: 0,
    page: { title: input.title, company: input.company, site: MANUAL_SITE, ...(input.url ? { url: input.url } : {}) },
  };
  await db.transaction('rw', [db.saved, db.applications, ...recordTables(db)], async () => {
    await db.saved.add(saved);
    await db.outbox.add(outboxRow({ kind: 'star', jobId }, now.getTime()));
    await db.applications.put(application);
    await recordWrites(db, [{ before: undefined, after: application }], now);
  });
  return jobId;
}
