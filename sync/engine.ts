/**
 * The sync engine (DESIGN §4 rules 4–8): push the outbox, pull and reconcile stars and the profile, hydrate
 * starred jobs. One run at a time (navigator.locks across contexts, an in-memory promise within one), a
 * request during a run queues exactly one more run. The next retry time lives in the database, because the
 * worker and its timers die; `schedule` is how the background turns it into an alarm.
 *
 * A fresh act (a star just committed) is sent first thing in its run, before the run's bookkeeping (reading and
 * writing the sync state, the rest of the outbox, the pull): it is one more row of the same locked run, acked
 * by its id like any other, so it can neither race another run nor be acked for a newer act. It goes first
 * only when this engine knows the account is not backing off (the retry time it last read or wrote) and the
 * browser is online; otherwise the run starts as always.
 *
 * The act's command hands its transaction over before it commits: the run binds, asks for the outbox's last row
 * and the sync state, and takes the lock meanwhile (IndexedDB answers the outbox read only once the act's
 * transaction is done), and sends nothing before the commit. A run queued behind another waits for the
 * commits of the acts that queued it before it reads the outbox, so none of them can be missed by the run that
 * was asked to send it.
 */
import { ApiError } from '../api/errors';
import { storageErrorInfo } from '../model/storage-errors';
import type { AccountDb, OutboxRow, SyncStateRow } from '../storage/db';
import { backoffDelay } from './backoff';
import { AccountChanged, type SyncApi, type SyncContext } from './context';
import { discoverExtension, type ExtensionBinding, recordsOf } from './extension';
import { hydrateStarred } from './hydrate';
import { pullAlerts } from './pull-alerts';
import { pullProfile } from './pull-profile';
import { pullRecords } from './pull-records';
import { type PushResult, pushOutbox, pushRows } from './push';
import { reconcileSaved, type StarChange } from './reconcile';
import { patchSyncState, SIGN_IN_TO_SYNC } from './state';

const SYNC_LOCK = 'jobstar-sync';

export interface SyncBinding {
  /** Names the account (its database name): a run checks it is still current before every write. */
  key: string;
  db: AccountDb;
  /** An API client whose tokens can only be this account's. */
  api: SyncApi;
  /** jobstar's service extension as the client's `/me` answers announce it (sync/extension.ts); absent: never used. */
  extensions?: ExtensionBinding;
}

export interface SyncEngineDeps {
  /** The current account's binding; null when signed out (nothing is sent without an account). */
  bind(): Promise<SyncBinding | null>;
  currentKey(): Promise<string | null>;
  /** Persist the next attempt (an alarm); undefined clears it. */
  schedule(at: number | undefined): void;
  /** Called once per sync with all its changes (a first sync may bring thousands). */
  onStarsChanged?(changes: StarChange[]): void;
  now?: () => number;
  random?: () => number;
  locks?: Pick<LockManager, 'request'>;
  /** False when the browser knows it is offline (then a fresh act waits for the run like the rest). */
  online?: () => boolean;
}

export type SyncOutcome =
  | { state: 'synced'; pushed: number; deadLettered: number; changes: StarChange[] }
  | { state: 'signed-out' | 'waiting' | 'account-changed' | 'paused' }
  | { state: 'retrying'; at: number; message: string }
  | { state: 'error'; message: string };

export interface SyncOptions {
  /** Run even when the backoff says wait: the user asked (popup open, sign-in, start-up). */
  force?: boolean;
  /**
   * An act's outbox row (its id), or the act's transaction that answers it: sent before the run's bookkeeping
   * when it may be (see above). A request made while a run is under way queues the next run, which sends the
   * row with the rest of the outbox. An act that failed or queued nothing leaves an ordinary run.
   */
  fresh?: number | PromiseLike<number | undefined>;
}

/** A queued run's options: the acts whose commits it waits for before it reads the outbox. */
interface RunOptions extends SyncOptions {
  after?: readonly NonNullable<SyncOptions['fresh']>[];
  /** Called once the fresh act went first and was answered, or once it is known that it will not go first. */
  firstDone?: () => void;
}

/** The fresh row's id once its act has committed; undefined when it failed or queued nothing. */
async function committed(options: RunOptions): Promise<number | undefined> {
  const [id] = await Promise.all([
    Promise.resolve(options.fresh).catch(() => undefined),
    ...(options.after ?? []).map((act) => Promise.resolve(act).catch(() => undefined)),
  ]);
  return id;
}

export interface SyncEngine {
  sync(options?: SyncOptions): Promise<SyncOutcome>;
  /**
   * Fire and forget, e.g. right after a local write; failures end up in the sync state row. Answers once the
   * fresh act (if any) went first and was answered, or once it is known that it will not go first: what may
   * wait for it (tabs' news) then no longer competes with its request.
   */
  request(options?: SyncOptions): Promise<void>;
  /** At every worker start: a run that died with the worker is not running, and the alarm is re-created. */
  start(): Promise<void>;
}

type RunContext = SyncContext & Required<Pick<SyncContext, 'records'>> & { forgetRecords(): void };

/** A run's binding, its context and, for a fresh act, the outbox's last row read ahead of the act's commit. */
interface Prepared {
  binding: SyncBinding;
  ctx: RunContext;
  newest?: Promise<OutboxRow | undefined>;
}

/** A run's context, whose guard stops the run once the account is no longer the one it started for. */
function contextOf({ db, api, key, extensions }: SyncBinding, deps: SyncEngineDeps, now: () => number): RunContext {
  const { records, forget } = recordsOf({ db }, extensions);
  return {
    db,
    api,
    now,
    records,
    forgetRecords: forget,
    guard: async () => {
      if ((await deps.currentKey()) !== key) throw new AccountChanged();
    },
  };
}

/**
 * After the seed's reads: what the service announced is kept (again: the profile's answer may have changed what the
 * list's said), and while records are used, those changed elsewhere are merged in. A changed announcement is read at
 * once, so a service that stops announcing gets nothing more.
 */
async function syncRecords(ctx: RunContext, binding: SyncBinding): Promise<void> {
  if (await discoverExtension(ctx, binding.extensions)) ctx.forgetRecords();
  const records = await ctx.records();
  if (records) await pullRecords(ctx, records);
}

async function hydrate(ctx: SyncContext): Promise<void> {
  try {
    await hydrateStarred(ctx);
  } catch (error) {
    // Listings are extra: the stars are already synced, and the next run asks again.
    if (!(error instanceof ApiError)) throw error;
  }
}

/** Only a failure worth retrying backs off: a changed account or a lost sign-in waits for the user instead. */
async function fail(
  deps: SyncEngineDeps,
  now: () => number,
  db: AccountDb,
  error: unknown,
  attempt: number,
): Promise<SyncOutcome> {
  try {
    if (error instanceof AccountChanged) {
      await patchSyncState(db, { running: false });
      return { state: 'account-changed' };
    }
    if (error instanceof ApiError && error.kind === 'unauthorized') {
      await patchSyncState(db, {
        running: false,
        pausedForSignIn: true,
        lastError: { kind: error.kind, message: SIGN_IN_TO_SYNC, words: { kind: 'api.unauthorized' } },
      });
      deps.schedule(undefined);
      return { state: 'paused' };
    }
    const kind = error instanceof ApiError ? error.kind : 'storage';
    const { kind: wordsKind, params, detail } = error instanceof ApiError ? error.info : storageErrorInfo(error);
    // The technical words, for "Details": the pages headline `words` in their own language.
    const message = error instanceof ApiError ? error.message : detail;
    const at =
      now() +
      backoffDelay(attempt + 1, error instanceof ApiError ? error.retryAfterMs : undefined, {
        random: deps.random,
      });
    await patchSyncState(db, {
      running: false,
      attempt: attempt + 1,
      nextAttemptAt: at,
      lastError: { kind, message, words: { kind: wordsKind, params } },
    });
    deps.schedule(at);
    return { state: 'retrying', at, message };
  } catch (storageError) {
    return { state: 'error', message: storageErrorInfo(storageError).detail };
  }
}

/** What the fresh act's push came to: its result, or what broke it (a storage error, a changed account). */
type FirstPush = PushResult | { failure: unknown };

/**
 * The fresh row as it is now (a newer act may have replaced it), sent and acked like any other. `newest` is the
 * outbox's last row, read while the act's transaction still ran: when it is the act's row, it is the row as the
 * act committed it and need not be read again.
 */
async function pushFresh(ctx: SyncContext, id: number, newest: Promise<OutboxRow | undefined>): Promise<FirstPush> {
  try {
    const seen = await newest;
    const row = seen?.id === id ? seen : await ctx.db.outbox.get(id);
    return await pushRows(ctx, row ? [row] : []);
  } catch (failure) {
    return { failure };
  }
}

/**
 * A fresh act's reads, issued before its commit so that it goes out as soon as it is on disk: the outbox's last
 * row (IndexedDB answers a read of a store only after the read-write transactions on it that were created before,
 * so this sees the act's row once it committed), and whether records are used (the sync state, which the act
 * does not write). A read that fails here is read again where it is needed.
 */
function readAhead(ctx: RunContext): Promise<OutboxRow | undefined> {
  ctx.records().catch(() => undefined);
  return ctx.db.outbox
    .toCollection()
    .last()
    .catch(() => undefined);
}

/** The run after its fresh act (if any went first): backoff check, the rest of the outbox, the pull, bookkeeping. */
async function runRest(
  deps: SyncEngineDeps,
  now: () => number,
  ctx: RunContext,
  binding: SyncBinding,
  before: SyncStateRow | undefined,
  options: SyncOptions,
  first: FirstPush | undefined,
): Promise<SyncOutcome> {
  const { db, api } = ctx;
  const attempt = before?.attempt ?? 0;
  if (first && 'failure' in first) return fail(deps, now, db, first.failure, attempt);
  if (first?.error) return fail(deps, now, db, first.error, attempt);
  if (!options.force && before?.nextAttemptAt !== undefined && before.nextAttemptAt > now()) {
    deps.schedule(before.nextAttemptAt);
    return { state: 'waiting' };
  }
  try {
    await patchSyncState(db, { running: true });
    const push = await pushOutbox(ctx);
    if (push.error) throw push.error;
    const list = await api.listSaved();
    await ctx.guard();
    // The list's answer already says where the extension is: described while its stars are written, which takes
    // seconds on a new device, so that the question about keeping applications on the service is asked meanwhile.
    const discovering = discoverExtension(ctx, binding.extensions);
    discovering.catch(() => undefined);
    const changes = await reconcileSaved(db, list, now(), ctx.guard);
    if (await discovering) ctx.forgetRecords();
    if (changes.length > 0) deps.onStarsChanged?.(changes);
    await pullProfile(ctx);
    await syncRecords(ctx, binding);
    await pullAlerts(ctx);
    await hydrate(ctx);
    await patchSyncState(db, {
      running: false,
      attempt: 0,
      nextAttemptAt: undefined,
      lastSyncedAt: now(),
      lastError: undefined,
      pausedForSignIn: false,
    });
    deps.schedule(undefined);
    const pushed = (first?.pushed ?? 0) + push.pushed;
    const deadLettered = (first?.deadLettered ?? 0) + push.deadLettered;
    return { state: 'synced', pushed, deadLettered, changes };
  } catch (error) {
    return fail(deps, now, db, error, attempt);
  }
}

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const now = deps.now ?? Date.now;
  const online = deps.online ?? (() => true);
  let current: Promise<SyncOutcome> | undefined;
  let queued: Promise<SyncOutcome> | undefined;
  let queuedForce = false;
  let queuedActs: NonNullable<SyncOptions['fresh']>[] = [];
  /** Per account (its key): the retry time its sync state holds, as this engine last read or wrote it. */
  const retryAt = new Map<string, number | undefined>();

  const mayGoFirst = (key: string): boolean => {
    if (!retryAt.has(key) || !online()) return false;
    const at = retryAt.get(key);
    return at === undefined || at <= now();
  };

  /**
   * The run's binding and, for a fresh act that may go first, its reads ahead (`readAhead`). A run with a fresh
   * act prepares before it asks for the lock, so the reads are under way while the lock is granted.
   */
  async function prepare(options: RunOptions): Promise<Prepared | undefined> {
    const binding = await deps.bind();
    if (!binding) return undefined;
    const ctx = contextOf(binding, deps, now);
    const mayRead = options.fresh !== undefined && mayGoFirst(binding.key);
    return { binding, ctx, newest: mayRead ? readAhead(ctx) : undefined };
  }

  async function runOnce(options: RunOptions, prepared: Promise<Prepared | undefined>): Promise<SyncOutcome> {
    const [ready, fresh] = await Promise.all([prepared, committed(options)]);
    if (!ready) return { state: 'signed-out' };
    const { binding, ctx, newest } = ready;
    const { db, key } = binding;
    const first = fresh !== undefined && newest && mayGoFirst(key) ? await pushFresh(ctx, fresh, newest) : undefined;
    options.firstDone?.();
    const before = await db.syncState.get('sync');
    retryAt.set(key, before?.nextAttemptAt);
    const outcome = await runRest(deps, now, ctx, binding, before, options, first);
    if (outcome.state === 'retrying') retryAt.set(key, outcome.at);
    else if (outcome.state === 'synced') retryAt.set(key, undefined);
    else if (outcome.state === 'error') retryAt.delete(key);
    return outcome;
  }

  const locked = async (options: RunOptions): Promise<SyncOutcome> => {
    const ahead = options.fresh !== undefined ? prepare(options) : undefined;
    // Settled before the lock is asked for, so a failed read ahead is not reported as unhandled meanwhile.
    ahead?.catch(() => undefined);
    const run = () => runOnce(options, ahead ?? prepare(options));
    return deps.locks ? await deps.locks.request(SYNC_LOCK, run) : run();
  };

  function sync(options: RunOptions = {}): Promise<SyncOutcome> {
    if (!current) {
      current = locked(options).finally(() => {
        current = undefined;
      });
      return current;
    }
    queuedForce ||= options.force ?? false;
    if (options.fresh !== undefined) queuedActs.push(options.fresh);
    // Its act goes with the rest of the next run, not first.
    options.firstDone?.();
    queued ??= current
      .catch(() => undefined)
      .then(() => {
        const next = { force: queuedForce, after: queuedActs };
        queued = undefined;
        queuedForce = false;
        queuedActs = [];
        return sync(next);
      });
    return queued;
  }

  return {
    sync,
    request(options) {
      return new Promise<void>((firstDone) => {
        sync({ ...options, firstDone })
          .catch((error: unknown) => console.error('jobstar: sync failed', error))
          .finally(firstDone);
      });
    },
    async start() {
      const binding = await deps.bind();
      if (!binding) return;
      const state = await patchSyncState(binding.db, { running: false });
      retryAt.set(binding.key, state.nextAttemptAt);
      if (state.nextAttemptAt !== undefined) deps.schedule(state.nextAttemptAt);
    },
  };
}
