/**
 * Pushes the outbox (DESIGN §4 rules 3, 4, 6): several keys at once, a bounded number in flight, each row
 * acknowledged by its id only after its 2xx. A non-retryable 4xx moves the row to the dead letters with the
 * server's message; a retryable failure or a 401 stops the push and is returned for the engine to act on.
 */
import type { Alert, ProfileInput } from '../api/contract';
import { ApiError } from '../api/errors';
import type { OutboxRow } from './db';
import { hasPending, PROFILE_KEY } from './outbox';
import { profileAsInput } from './profile';
import { profileNotice } from './profile-notice';
import type { SyncContext } from './sync-context';

export const PUSH_CONCURRENCY = 4;

export interface PushResult {
  pushed: number;
  deadLettered: number;
  /** The failure that stopped the push (retryable, 401, or a bad answer). */
  error?: ApiError;
}

export async function pushOutbox(ctx: SyncContext, concurrency = PUSH_CONCURRENCY): Promise<PushResult> {
  const rows = await ctx.db.outbox.orderBy('id').toArray();
  const result: PushResult = { pushed: 0, deadLettered: 0 };
  let next = 0;
  let fatal: { error: unknown } | undefined;
  const worker = async () => {
    while (!result.error && !fatal && next < rows.length) {
      const row = rows[next++] as OutboxRow;
      try {
        await pushRow(ctx, row);
        result.pushed += 1;
      } catch (error) {
        try {
          if (!(error instanceof ApiError)) throw error;
          if (error.kind === 'client') {
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
  // Every worker finishes before the run goes on or ends: no request of this run outlives it.
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  if (fatal) throw fatal.error;
  return result;
}

async function pushRow(ctx: SyncContext, row: OutboxRow): Promise<void> {
  const { db } = ctx;
  const id = row.id as number;
  switch (row.kind) {
    case 'star': {
      await ctx.api.star(row.jobId);
      await ctx.guard();
      await db.transaction('rw', db.outbox, db.saved, async () => {
        await db.outbox.delete(id);
        if (await hasPending(db, row.key)) return;
        const saved = await db.saved.get(row.jobId);
        if (saved?.starred === 1) await db.saved.update(row.jobId, { synced: 1 });
      });
      return;
    }
    case 'unstar': {
      await ctx.api.unstar(row.jobId);
      await ctx.guard();
      await db.transaction('rw', db.outbox, db.saved, async () => {
        await db.outbox.delete(id);
        if (await hasPending(db, row.key)) return;
        const saved = await db.saved.get(row.jobId);
        if (saved?.starred === 0) await db.saved.delete(row.jobId);
      });
      return;
    }
    case 'profile': {
      const current = await db.profile.get('me');
      const sent: ProfileInput = current?.local ?? {};
      const { profile } = await ctx.api.putProfile(sent);
      await ctx.guard();
      await db.transaction('rw', db.outbox, db.profile, async () => {
        await db.outbox.delete(id);
        const now = await db.profile.get('me');
        const dirty = await hasPending(db, PROFILE_KEY);
        const local = dirty ? (now?.local ?? sent) : (profileAsInput(profile) ?? now?.local ?? sent);
        await db.profile.put({
          ...now,
          id: 'me',
          local,
          server: profile,
          dirty: dirty ? 1 : 0,
          notice: profileNotice(sent, profile, now?.skillSpec, ctx.now()) ?? now?.notice,
          updatedAt: ctx.now(),
        });
      });
      return;
    }
    case 'alert': {
      const alert = await db.alerts.get(row.alertLocalId);
      const answer: Alert | undefined = alert ? await ctx.api.createAlert(alert.filter, alert.id) : undefined;
      await ctx.guard();
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
      return;
    }
  }
}

async function deadLetter(ctx: SyncContext, row: OutboxRow, error: ApiError): Promise<void> {
  const { db } = ctx;
  const { id, createdAt: _created, ...op } = row;
  await db.transaction('rw', db.outbox, db.deadLetters, db.alerts, async () => {
    await db.outbox.delete(id as number);
    await db.deadLetters.add({
      ...op,
      status: error.status,
      message: error.message,
      fieldErrors: error.fieldErrors,
      failedAt: ctx.now(),
    });
    if (row.kind === 'alert') {
      await db.alerts.update(row.alertLocalId, { status: 'rejected', error: error.message });
    }
  });
}
