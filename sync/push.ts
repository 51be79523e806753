/**
 * Pushes the outbox (DESIGN §4 rules 3, 4, 6): several keys at once, a bounded number in flight, each row
 * acknowledged by its id only after its 2xx. A non-retryable 4xx moves the row to the dead letters with the
 * server's message; a retryable failure (a 429 with its Retry-After among them) or a 401 stops the push: no new
 * request is sent, and the failure is returned for the engine to back off on.
 *
 * Star and unstar rows, nearly all of a long queue, are acknowledged in batches: while one acknowledgement
 * transaction runs, the rows answered meanwhile gather for the next, and the account is checked once per batch.
 * A batch waits for `ACK_BATCH` answers (or the end of the push): a transaction's own cost, in the worker and in
 * the browser's database, is then shared by more rows.
 */
import type { Alert } from '../api/contract/index';
import { ApiError } from '../api/errors';
import type { ErrorWords } from '../model/errors';
import type { OutboxRow } from '../storage/db';
import { hasPending, PROFILE_KEY } from '../storage/outbox';
import { changedElsewhere, knownFields, mergeServerProfile, profileNotice, profileToSend } from '../storage/profile';
import type { SyncContext } from './context';
import { pushAlertChange } from './push-alerts';
import { isRecordRow, pushRecordRows, pushStarAct } from './push-records';
import { dropStaleUnstars } from './stale-unstars';

/** Chrome's and Firefox's connections per server over HTTP/1.1: a wider window would only queue in the browser. */
export const PUSH_CONCURRENCY = 6;
/** The answers an acknowledgement waits for while the push goes on. */
export const ACK_BATCH = 16;

export interface PushResult {
  pushed: number;
  deadLettered: number;
  /** The failure that stopped the push (retryable, 401, or a bad answer). */
  error?: ApiError;
}

/**
 * Records go to the service's extension, in batches, only while it is used (sync/extension.ts); otherwise they wait.
 * Without the extension, the seed cannot order acts, so queued unstars the service's list made stale are dropped
 * first (stale-unstars.ts).
 */
export async function pushOutbox(ctx: SyncContext, concurrency = PUSH_CONCURRENCY): Promise<PushResult> {
  const all = await ctx.db.outbox.orderBy('id').toArray();
  const records = await ctx.records?.();
  const rows = records ? all : await dropStaleUnstars(ctx, all);
  const result = await pushRows(
    ctx,
    rows.filter((row) => !isRecordRow(row)),
    concurrency,
  );
  const recordRows = rows.filter(isRecordRow);
  if (result.error || !records || recordRows.length === 0) return result;
  try {
    result.pushed += await pushRecordRows(ctx, records, recordRows);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.kind !== 'client') result.error = error;
    else {
      // One bad record must not hold the rest: each goes alone, and what the service refuses is dead-lettered.
      for (const row of recordRows) {
        try {
          result.pushed += await pushRecordRows(ctx, records, [row]);
        } catch (single) {
          if (!(single instanceof ApiError)) throw single;
          if (single.kind !== 'client') return { ...result, error: single };
          await ctx.guard();
          await deadLetter(ctx, row, single);
          result.deadLettered += 1;
        }
      }
    }
  }
  return result;
}

type SavedOp = Extract<OutboxRow, { kind: 'star' | 'unstar' }>;
const isSavedOp = (row: OutboxRow): row is SavedOp => row.kind === 'star' || row.kind === 'unstar';

/** Sends `rows` (read from the outbox, oldest first) with at most `concurrency` requests in flight. */
export async function pushRows(
  ctx: SyncContext,
  rows: readonly OutboxRow[],
  concurrency = PUSH_CONCURRENCY,
): Promise<PushResult> {
  const result: PushResult = { pushed: 0, deadLettered: 0 };
  let next = 0;
  let fatal: { error: unknown } | undefined;
  const acks = ackBatcher(ctx, (count) => {
    result.pushed += count;
  });
  const worker = async () => {
    while (!result.error && !fatal && !acks.failure && next < rows.length) {
      const row = rows[next++] as OutboxRow;
      try {
        if (isSavedOp(row)) {
          const records = await ctx.records?.();
          if (records) await pushStarAct(ctx, records, row);
          else await (row.kind === 'star' ? ctx.api.star(row.jobId) : ctx.api.unstar(row.jobId));
          acks.add(row);
        } else {
          await pushRow(ctx, row);
          result.pushed += 1;
        }
      } catch (error) {
        try {
          if (!(error instanceof ApiError)) throw error;
          if (error.refused) {
            await ctx.guard();
            await deadLetter(ctx, row, error);
            result.deadLettered += 1;
          } else {
            result.error ??= error;
          }
        } catch (unexpected) {
          fatal ??= { error: unexpected };
        }
      }
    }
  };
  // Every worker and every acknowledgement finishes before the run goes on or ends: nothing of this run outlives it.
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  await acks.settled();
  if (fatal) throw fatal.error;
  if (acks.failure) throw acks.failure.error;
  return result;
}

/**
 * Acknowledgements of answered star and unstar rows, one transaction per batch. Each row is deleted by its id
 * (or with its batch's id range, see `ackSaved`); its saved row changes only when no newer act on the job is
 * pending (the outbox replaces a row with a NEW id, so a newer intent can never be acknowledged by an older answer).
 */
function ackBatcher(ctx: SyncContext, acked: (count: number) => void) {
  let waiting: SavedOp[] = [];
  let running: Promise<void> | undefined;
  // Once the push has sent its last request, whatever was answered is acknowledged without waiting for more.
  let ending = false;
  const state: { failure?: { error: unknown } } = {};
  const due = () => waiting.length >= (ending ? 1 : ACK_BATCH);

  const drain = async () => {
    while (due() && !state.failure) {
      const batch = waiting;
      waiting = [];
      try {
        await ctx.guard();
        await ackSaved(ctx, batch);
        acked(batch.length);
      } catch (error) {
        state.failure = { error };
      }
    }
  };
  const start = () => {
    running ??= drain().finally(() => {
      running = undefined;
    });
  };

  return {
    get failure() {
      return state.failure;
    },
    add(row: SavedOp) {
      if (state.failure) return;
      waiting.push(row);
      if (due()) start();
    },
    /** Every row added is acknowledged, or a batch failed. */
    async settled() {
      ending = true;
      while (!state.failure && (running || waiting.length > 0)) {
        start();
        await running;
      }
    },
  };
}

/**
 * The batch's rows that are still in the outbox were not replaced: the outbox holds one row per key, and a newer
 * act deletes the row it replaces (`enqueue`, the star command), so a row that is gone has a newer intent pending
 * for its job, and its saved row is left to that intent. One read of the batch's id range says which rows are
 * still there, instead of a count per key; when that range holds nothing but the batch (the usual case, rows being
 * answered in about the order they were sent) the batch is deleted as a range, else row by row. Two round trips
 * in all: the reads, then the writes.
 */
async function ackSaved(ctx: SyncContext, batch: readonly SavedOp[]): Promise<void> {
  const { db } = ctx;
  const ids = batch.map((row) => row.id as number);
  await db.transaction('rw', db.outbox, db.saved, async () => {
    const span = db.outbox.where(':id').between(Math.min(...ids), Math.max(...ids), true, true);
    const [present, saved] = await Promise.all([span.primaryKeys(), db.saved.bulkGet(batch.map((row) => row.jobId))]);
    const still = new Set(present);
    const synced = [];
    const gone = [];
    const answered = [];
    for (const [index, row] of batch.entries()) {
      if (!still.has(row.id as number)) continue;
      answered.push(row.id as number);
      const current = saved[index];
      if (!current) continue;
      if (row.kind === 'star' && current.starred === 1) synced.push({ ...current, synced: 1 as const });
      if (row.kind === 'unstar' && current.starred === 0) gone.push(row.jobId);
    }
    // `still` holds only ids in the batch's range: as many as the answered rows means none is another's row.
    const deleted = still.size === answered.length ? span.delete() : db.outbox.bulkDelete(answered);
    await Promise.all([deleted, db.saved.bulkPut(synced), db.saved.bulkDelete(gone)]);
  });
}

/** A profile or alert row (its creation, pause or delete): sent, then acknowledged on its own (they are few). */
async function pushRow(ctx: SyncContext, row: Exclude<OutboxRow, SavedOp>): Promise<void> {
  const { db } = ctx;
  const id = row.id as number;
  switch (row.kind) {
    case 'record': {
      // Sent only while the extension is used; otherwise it waits in the outbox.
      const records = await ctx.records?.();
      if (records) await pushRecordRows(ctx, records, [row]);
      return;
    }
    case 'profile': {
      // The service's copy as it is now: another device may have changed a field this one did not touch.
      const { profile: serviceNow } = await ctx.api.getProfile();
      await ctx.guard();
      const current = await db.profile.get('me');
      const sent = profileToSend(serviceNow, current, row.fields);
      const elsewhere = changedElsewhere(current?.server, serviceNow, row.fields);
      const { profile } = await ctx.api.putProfile(sent);
      await ctx.guard();
      await db.transaction('rw', db.outbox, db.profile, async () => {
        await db.outbox.delete(id);
        const now = await db.profile.get('me');
        const dirty = await hasPending(db, PROFILE_KEY);
        const merged = mergeServerProfile(sent, profile);
        await db.profile.put({
          ...now,
          id: 'me',
          local: dirty ? (now?.local ?? sent) : merged.local,
          // The PUT overwrote the service's copy with what was sent; the answer adds what the service changed.
          server: knownFields(knownFields(now?.server, sent), profile),
          dirty: dirty ? 1 : 0,
          notice: profileNotice(sent, profile, now?.skillSpec, ctx.now(), merged.ignored, elsewhere) ?? now?.notice,
          updatedAt: ctx.now(),
        });
      });
      return;
    }
    case 'alert': {
      const alert = await db.alerts.get(row.alertLocalId);
      // The local uuid is the Idempotency-Key of every attempt, so a retry after a lost answer is recognised
      // by a service that honours it; one that does not makes at most one more alert per lost answer.
      const answer: Alert | undefined = alert
        ? await settled(ctx.api.createAlert(alert.filter, alert.id), {})
        : undefined;
      // Recorded before the account check: this database is the account's own, and an alert the service
      // created must never be sent again, even when the person switched accounts while it was in flight.
      await db.transaction('rw', db.outbox, db.alerts, async () => {
        await db.outbox.delete(id);
        if (!answer) return;
        await db.alerts.update(row.alertLocalId, {
          alertId: answer.alert_id,
          status: 'confirmed',
          active: answer.active ?? true,
          createdAt: answer.created_at ?? alert?.createdAt,
          lastNotifiedAt: answer.last_notified_at ?? null,
          error: undefined,
        });
      });
      await ctx.guard();
      return;
    }
    case 'alert-active':
    case 'alert-delete':
      return pushAlertChange(ctx, row);
  }
}

/**
 * A 2xx to a POST is final even when its body cannot be read (not JSON, too large, cut off, too slow): the
 * alert exists, so sending it again could only make another. What the body would have said stays unknown.
 * (An idempotent PUT with an unreadable 2xx is simply sent again: a captive portal's page can answer 200
 * without the service ever seeing the request.)
 */
async function settled<T>(call: Promise<T>, unknownAnswer: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && isSuccess(error.status)) return unknownAnswer;
    throw error;
  }
}

const isSuccess = (status: number | undefined): boolean => status !== undefined && status >= 200 && status < 300;

async function deadLetter(ctx: SyncContext, row: OutboxRow, error: ApiError): Promise<void> {
  const { db } = ctx;
  const { id, createdAt: _created, ...op } = row;
  // The account's cap is worded here, in the reader's language; another refusal keeps the service's words.
  const words: ErrorWords | undefined =
    error.kind === 'account_limit' ? { kind: error.info.kind, params: error.info.params } : undefined;
  await db.transaction('rw', db.outbox, db.deadLetters, db.alerts, async () => {
    await db.outbox.delete(id as number);
    await db.deadLetters.add({
      ...op,
      status: error.status,
      message: error.message,
      fieldErrors: error.fieldErrors,
      ...(words ? { words } : {}),
      failedAt: ctx.now(),
    });
    if (row.kind === 'alert') {
      await db.alerts.update(row.alertLocalId, { status: 'rejected', error: error.message, errorWords: words });
    }
  });
}
