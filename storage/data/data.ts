/**
 * "Your data" (options page): export to JSON and CSV, import JSON back. The exports are pure reads of an
 * AccountDb, so the options page may call them directly; import is a command of the background (rule 2):
 * validated by the contract, the caps and the stage rules (import-rules.ts), merged, and queued for sync.
 */
import { type FilterQuery, ProfileInput } from '../../api/contract/index';
import { lazySchema } from '../../api/contract/lazy-schema';
import { JobRef } from '../../api/job-ref';
import { ApplicationRow } from '../../model/application';
import { ExportFile } from '../../model/export-file';
import { KeptPosting } from '../../model/posting';
import {
  APPLICATION_COLUMNS,
  applicationCells,
  applicationsOf,
  HISTORY_COLUMNS,
  historyRows,
  importApplications,
} from '../applications/transfer';
import { type AccountDb, type AlertRow, type PostingRow, type SavedRow, SIGNED_OUT_DB_NAME } from '../db/db';
import { enqueue, enqueueAll } from '../outbox/outbox';
import { importPostings } from '../postings/postings';
import { starredJobs, starTimeOf } from '../stars/starred';
import { inChunks, type Progress } from './chunks';
import { toCsv } from './csv';
import { checkImport, sizeRefusal } from './import-rules';

/** The day a listing's posting time falls on (UTC), when it is a time at all. */
const dayOf = (posted: string | undefined): string | undefined => {
  const time = posted ? Date.parse(posted) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
};

/** Everything the star captured (the page's facts), the listing filling what the page lacked. */
function refOf(row: SavedRow): JobRef {
  const { page, listing } = row;
  const candidate = {
    jobId: row.jobId,
    site: page?.site ?? 'service',
    title: page?.title ?? listing?.title,
    company: page?.company ?? listing?.company,
    location: page?.location ?? listing?.location ?? undefined,
    url: page?.url ?? listing?.url,
    applyUrl: page?.applyUrl,
    salary: page?.salary,
    employmentType: page?.employmentType,
    remote: page?.remote ?? (listing?.workplace ? listing.workplace === 'remote' : undefined),
    workplace: page?.workplace ?? listing?.workplace ?? undefined,
    datePosted: page?.datePosted ?? dayOf(listing?.posted_at),
    kind: page?.kind,
  };
  const parsed = JobRef.safeParse(candidate);
  if (parsed.success) return parsed.data;
  // A listing's url may not be a link we open (not http[s]): keep the rest.
  return JobRef.parse({ ...candidate, url: undefined });
}

type PostingFile = Omit<PostingRow, 'jobId'>;

/** The file's postings of the jobs starred here now (`starred`: the file's stars as merged). */
function postingsOfStarred(file: ExportFile, starred: ReadonlySet<string>): PostingRow[] {
  return file.saved.flatMap(({ ref, description }) =>
    description && starred.has(ref.jobId) ? [{ jobId: ref.jobId, ...description }] : [],
  );
}

/** A starred job's entry but its ref, which `refOf` has already checked, and its posting (`descriptionOf`). */
const SavedFacts = lazySchema(() => ExportFile.shape.saved.element.omit({ ref: true, description: true }));

/**
 * A kept posting as the file carries it, without its key (the row's ref already says it). Checked for its shape
 * and dates (`KeptPosting.in`), not rebuilt: our own code wrote the tree through `safePosting` on the way in, the
 * import rebuilds it again anyway, and rebuilding 20,000 trees was the export's dearest step (issue 36). Same keys
 * in the same order as `KeptPosting`'s output, so the file is what it was.
 */
function descriptionOf(posting: PostingRow | undefined): { description?: PostingFile } {
  if (!posting) return {};
  const { nodes, cut, keptAt, changedAt } = KeptPosting.in.parse(posting);
  return {
    description: {
      nodes: nodes as PostingRow['nodes'],
      cut: cut === true,
      keptAt,
      ...(changedAt ? { changedAt } : {}),
    },
  };
}

type SavedEntry = ExportFile['saved'][number];

/** Each starred job's entry but its posting, checked a slice at a time; `progress` counts them. */
async function checkedEntries(starred: readonly SavedRow[], progress?: Progress): Promise<SavedEntry[]> {
  const entries: SavedEntry[] = [];
  progress?.(0, starred.length);
  await inChunks(starred, (slice, start) => {
    for (const row of slice)
      entries.push({
        ref: refOf(row),
        ...SavedFacts.parse({ savedAt: row.savedAt, starredAt: row.starredAt, listing: row.listing }),
      });
    progress?.(start + slice.length, starred.length);
  });
  return entries;
}

/**
 * The JSON export. Every table is read whole (one `getAll` each) in one read transaction: reading them a page at a
 * time, one after another, took seconds (issue 36); the export runs in a worker (ui/options/export-file.ts), so no
 * page waits on the reads. The browser answers the reads in turn, the starred rows first and the kept postings (most
 * of the bytes) last, so the rows are checked as soon as they come, while the postings are still on their way: done
 * after every read, the check added its whole time to the export's. It runs outside the transaction, whose promise
 * zone must not span the turns the check gives between its slices. `progress` counts starred jobs checked.
 */
export async function exportJson(db: AccountDb, now = new Date(), progress?: Progress): Promise<ExportFile> {
  let rowsCame: (rows: SavedRow[]) => void = () => undefined;
  const checked = new Promise<SavedRow[]>((resolve) => {
    rowsCame = resolve;
  }).then((rows) => checkedEntries(rows, progress));
  const [[starred, alerts, profile, applicationRows, postingRows], entries] = await Promise.all([
    db.transaction('r', [db.saved, db.alerts, db.profile, db.applications, db.postings], () =>
      Promise.all([
        starredJobs(db).then((rows) => {
          rowsCame(rows);
          return rows;
        }),
        db.alerts.orderBy('createdAt').toArray(),
        db.profile.get('me'),
        db.applications.toArray(),
        db.postings.toArray(),
      ]),
    ),
    checked,
  ]);
  const head = ExportFile.parse({
    format: 'jobstar-export',
    version: 1,
    exportedAt: now.toISOString(),
    saved: [],
    alerts: alerts
      .filter((alert) => alert.status !== 'rejected' && !alert.deletedAt)
      .map((alert) => ({ filter: alert.filter, active: alert.active, createdAt: alert.createdAt })),
    profile: profile?.local ?? null,
    applications: [],
  });
  const rows = new Map(applicationRows.map((row) => [row.jobId, row]));
  const postings = new Map(postingRows.map((row) => [row.jobId, row]));
  const applications: ApplicationRow[] = [];
  starred.forEach(({ jobId }, index) => {
    Object.assign(entries[index]!, descriptionOf(postings.get(jobId)));
    const application = rows.get(jobId);
    if (application) applications.push(ApplicationRow.parse(application));
  });
  return { ...head, saved: entries, applications };
}

const CSV_HEADER = [
  'job_id',
  'title',
  'company',
  'location',
  'url',
  'site',
  'salary',
  'employment_type',
  'remote',
  'workplace',
  'date_posted',
  'starred_at',
  'saved_at',
  ...APPLICATION_COLUMNS,
];

/** A listing's stated range as plain figures and currency (no locale: a file is read by programs too). */
function listingSalary(listing: SavedRow['listing']): string | undefined {
  const low = listing?.salary_min ?? undefined;
  const high = listing?.salary_max ?? undefined;
  if (low === undefined && high === undefined) return undefined;
  const range = low !== undefined && high !== undefined && low !== high ? `${low}–${high}` : `${low ?? high}`;
  return listing?.salary_currency ? `${range} ${listing.salary_currency}` : range;
}

const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no');

/**
 * One row per starred job: what it is and what its star captured, when it was starred (the click here;
 * `saved_at` is the service's time once synced), its current stage and the date it reached each stage.
 */
export async function exportCsv(db: AccountDb): Promise<string> {
  const jobs = await starredJobs(db);
  const applications = new Map((await applicationsOf(db, jobs)).map((row) => [row.jobId, row]));
  const rows = jobs.map((row) => {
    const ref = refOf(row);
    return [
      ref.jobId,
      ref.title,
      ref.company,
      ref.location,
      ref.url,
      ref.site,
      ref.salary ?? listingSalary(row.listing),
      ref.employmentType,
      yesNo(ref.remote),
      ref.workplace,
      ref.datePosted,
      starTimeOf(row),
      row.savedAt,
      ...applicationCells(row, applications.get(row.jobId)),
    ];
  });
  return toCsv([CSV_HEADER, ...rows]);
}

/** Every dated move of every starred job (the star itself first): the proof of applications. */
export async function exportHistoryCsv(db: AccountDb): Promise<string> {
  const jobs = await starredJobs(db);
  const applications = new Map((await applicationsOf(db, jobs)).map((row) => [row.jobId, row]));
  const rows = jobs.flatMap((row) => historyRows(row, applications.get(row.jobId), refOf(row)));
  return toCsv([HISTORY_COLUMNS, ...rows]);
}

/** Order-independent identity of a filter, to find an alert that already exists. */
const filterIdentity = (filter: FilterQuery): string =>
  JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));

export interface ImportResult {
  saved: number;
  alerts: number;
  profile: boolean;
  applications: number;
}

/**
 * Merges the file's stars in one pass (inside the import's transaction); answers the jobs starred anew and the
 * file's jobs that are starred here now, once their rows are read, with the write issued but not awaited (`written`):
 * the import's other writes go out behind it in the same transaction, which runs them in order (issue 36: each
 * request costs the background a round trip to the browser's database, and waiting on one list before issuing
 * the next left that pipe empty between lists). Only rows this device already has are read: the table's keys come
 * in one request, where a `bulkGet` of every job in the file was one request per key, 20,000 of them finding
 * nothing on a fresh device.
 */
async function importStars(
  db: AccountDb,
  saved: ExportFile['saved'],
): Promise<{ fresh: string[]; starred: Set<string>; written: Promise<unknown> }> {
  const here = new Set(await db.saved.toCollection().primaryKeys());
  const known = [...new Set(saved.map(({ ref }) => ref.jobId).filter((jobId) => here.has(jobId)))];
  const existing = new Map((await db.saved.bulkGet(known)).map((row, index) => [known[index]!, row]));
  // By job: a job twice in the file is merged into what its first row made, as one row after another would be.
  const rows = new Map<string, SavedRow>();
  const fresh = new Set<string>();
  for (const { ref, savedAt, starredAt, listing } of saved) {
    const { jobId, ...page } = ref;
    const old = rows.get(jobId) ?? existing.get(jobId);
    if (old && Date.parse(old.savedAt) >= Date.parse(savedAt)) {
      if (old.starred === 1) rows.set(jobId, { ...old, page: { ...page, ...old.page } });
      continue;
    }
    if (old?.starred === 1) {
      rows.set(jobId, { ...old, page: { ...old.page, ...page } });
      continue;
    }
    rows.set(jobId, {
      ...old,
      jobId,
      starred: 1,
      savedAt,
      // A file from before `starredAt` holds the star's time as `savedAt` (rule 10).
      starredAt: starredAt ?? savedAt,
      synced: 0,
      page,
      listing: listing ?? old?.listing,
    });
    fresh.add(jobId);
  }
  return { fresh: [...fresh], starred: new Set(rows.keys()), written: db.saved.bulkPut([...rows.values()]) };
}

/**
 * Adds the file's alerts this device does not have (by filter), queued when `queue` says so; answers how many. All in
 * one request each way, not a few round trips per alert: a file may carry up to 1,000 (import-rules.ts).
 */
async function importAlerts(db: AccountDb, alerts: ExportFile['alerts'], now: Date, queue: boolean): Promise<number> {
  const known = new Set(
    (await db.alerts.toArray())
      .filter((alert) => alert.status !== 'rejected')
      .map((alert) => filterIdentity(alert.filter)),
  );
  const rows: AlertRow[] = [];
  for (const alert of alerts) {
    const identity = filterIdentity(alert.filter);
    if (known.has(identity)) continue;
    known.add(identity);
    rows.push({
      id: crypto.randomUUID(),
      filter: alert.filter,
      active: true,
      createdAt: now.toISOString(),
      lastNotifiedAt: null,
      status: 'pending',
    });
  }
  await Promise.all([
    db.alerts.bulkAdd(rows),
    queue &&
      enqueueAll(
        db,
        rows.map(({ id }) => ({ kind: 'alert', alertLocalId: id }) as const),
        now.getTime(),
      ),
  ]);
  return rows.length;
}

async function importProfile(db: AccountDb, profile: ProfileInput, now: Date): Promise<void> {
  const existing = await db.profile.get('me');
  await db.profile.put({
    ...existing,
    id: 'me',
    local: profile,
    dirty: 1,
    notice: undefined,
    updatedAt: now.getTime(),
  });
  await enqueue(db, { kind: 'profile' }, now.getTime());
}

/** Merges a file the import rules accept (import-rules.ts); one they refuse throws its `ImportRefusal`, writing nothing. */
export async function importJson(db: AccountDb, data: unknown, now = new Date()): Promise<ImportResult> {
  const oversized = sizeRefusal(data);
  if (oversized) throw oversized;
  return importFile(db, ExportFile.parse(data), now);
}

/**
 * `importJson` of a file already parsed as `ExportFile` (the runtime message was, on arrival): parsing 20,000
 * rows with their postings a second time took as long as writing them (issue 36).
 */
export async function importFile(db: AccountDb, file: ExportFile, now = new Date()): Promise<ImportResult> {
  checkImport(file, now);
  const profile = file.profile === null ? null : ProfileInput.parse(file.profile);
  const result: ImportResult = { saved: 0, alerts: 0, profile: false, applications: 0 };
  // Signed out, a star or an alert gets no outbox row: signing in queues every star and alert of the signed-out
  // database for the account and clears that outbox (storage/accounts/adopt.ts), so such rows were never read, and
  // they were a third of a large import's writes (issue 36). The profile keeps its row: signing in reads it to tell
  // which fields are the person's new word.
  const queue = db.name !== SIGNED_OUT_DB_NAME;
  await db.transaction('rw', [db.saved, db.alerts, db.profile, db.outbox, db.applications, db.postings], async () => {
    // Each table read and written with a few requests (a get, a put and an outbox round trip per row made
    // 20,000 stars take minutes: issue 36); one transaction, so a refusal or a failure leaves nothing half-imported.
    // The writes are issued together: the transaction runs them in the order issued, so the applications' and
    // postings' reads see the stars just put.
    const { fresh, starred, written } = await importStars(db, file.saved);
    result.saved = fresh.length;
    const [, , applications] = await Promise.all([
      written,
      queue &&
        enqueueAll(
          db,
          fresh.map((jobId) => ({ kind: 'star', jobId }) as const),
          now.getTime(),
        ),
      // After the stars: an application comes in only for a job starred here.
      importApplications(db, file.applications ?? [], starred),
      // A posting too, and where this device kept none: the first copy stays (storage/postings).
      importPostings(db, postingsOfStarred(file, starred)),
      importAlerts(db, file.alerts, now, queue).then((added) => {
        result.alerts = added;
      }),
      profile &&
        importProfile(db, profile, now).then(() => {
          result.profile = true;
        }),
    ]);
    result.applications = applications;
  });
  return result;
}
