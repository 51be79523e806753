import { describe, expect, it, vi } from 'vitest';
import { freshDb } from '../../storage/testing/db-fixture';
import { createApplicationCommands } from './applications';

describe('the application use cases', () => {
  it('an application added by hand is written with its star, then a sync is asked for and the alarm re-armed', async () => {
    const db = freshDb();
    const order: string[] = [];
    const requestSync = vi.fn(() => {
      order.push('sync');
    });
    const commands = createApplicationCommands({
      db: async () => db,
      requestSync,
      changed: async (jobIds) => {
        order.push(`changed ${jobIds.length}`);
      },
    });
    const jobId = await commands.addByHand({
      company: 'Acme',
      title: 'Engineer',
      stage: 'applied',
      at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(jobId).toMatch(/^manual:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'star', jobId }]);
    expect(order).toEqual(['sync', 'changed 1']);
    await expect(
      commands.addByHand({
        company: 'A',
        title: 'B',
        stage: 'applied',
        at: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    ).rejects.toMatchObject({ kind: 'application.futureMove' });
    expect(requestSync).toHaveBeenCalledTimes(1);
  });

  it('an event does not ask for a sync: applications stay on this browser', async () => {
    const db = freshDb();
    const requestSync = vi.fn();
    const commands = createApplicationCommands({ db: async () => db, requestSync, changed: async () => undefined });
    const jobId = await commands.addByHand({ company: 'A', title: 'B', stage: 'saved', at: new Date().toISOString() });
    await commands.addEvent(jobId, {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'call',
      at: new Date(Date.now() + 86_400_000).toISOString(),
      zone: 'UTC',
    });
    expect((await db.applications.get(jobId))?.events).toHaveLength(1);
    expect(requestSync).toHaveBeenCalledTimes(1);
  });
});
