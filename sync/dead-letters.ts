/**
 * What the user does with a failed operation (DESIGN §4 rule 6): retry puts it back in the outbox as it
 * was; discard gives up on it and lets the server's state win again at the next pull.
 */
import type { AccountDb } from '../storage/db';
import { enqueue } from '../storage/outbox';
import { profileAsInput } from '../storage/profile';

export async function retryDeadLetter(db: AccountDb, id: number): Promise<void> {
  await db.transaction('rw', db.deadLetters, db.outbox, db.alerts, async () => {
    const row = await db.deadLetters.get(id);
    if (!row) return;
    await db.deadLetters.delete(id);
    const {
      id: _id,
      key: _key,
      status: _status,
      message: _message,
      fieldErrors: _errors,
      words: _words,
      failedAt: _at,
      ...op
    } = row;
    await enqueue(db, op);
    if (op.kind === 'alert') {
      await db.alerts.update(op.alertLocalId, { status: 'pending', error: undefined, errorWords: undefined });
    }
  });
}

/** A discarded pause or resume needs nothing here: the next pull puts back the service's state. */
export async function discardDeadLetter(db: AccountDb, id: number): Promise<void> {
  await db.transaction('rw', db.deadLetters, db.saved, db.alerts, db.profile, async () => {
    const row = await db.deadLetters.get(id);
    if (!row) return;
    await db.deadLetters.delete(id);
    if (row.kind === 'star' || row.kind === 'unstar') {
      // Marked as known to the server: the next pull puts back whatever the server holds.
      if (await db.saved.get(row.jobId)) await db.saved.update(row.jobId, { synced: 1 });
    } else if (row.kind === 'alert') {
      await db.alerts.delete(row.alertLocalId);
    } else if (row.kind === 'alert-delete') {
      // The alert shows again; the next pull says whether the service still has it.
      await db.alerts.update(row.alertLocalId, { deletedAt: undefined });
    } else if (row.kind === 'profile') {
      const profile = await db.profile.get('me');
      if (profile) {
        // A sparse server copy says nothing of the fields it lacks (rule 12): those keep their local values.
        const local = profile.server ? profileAsInput(profile.server, profile.local) : profile.local;
        await db.profile.update('me', { dirty: 0, local });
      }
    }
  });
}
