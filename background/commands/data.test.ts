import { describe, expect, it, vi } from 'vitest';
import type { ImportHead } from '../../storage/data';
import { freshStore } from '../../storage/testing/db-fixture';
import { createDataCommands, type ImportChannel } from './data';

const savedAt = '2026-01-01T00:00:00Z';
const head: ImportHead = { format: 'jobstar-export', version: 1, exportedAt: savedAt, alerts: [], profile: null };
const row = (n: number) => ({ ref: { jobId: `greenhouse:acme:${n}`, site: 'greenhouse' }, savedAt });

/** The data commands over a real store, with a channel the test posts on as the import worker would. */
function setup(applicationChanged: () => Promise<void>) {
  const store = freshStore();
  const channels: ImportChannel[] = [];
  const requestSync = vi.fn();
  const data = createDataCommands({
    store,
    db: () => store.currentDb(),
    requestSync,
    applicationChanged,
    openImportChannel: () => {
      const channel: ImportChannel = { onmessage: null, close: vi.fn() };
      channels.push(channel);
      return channel;
    },
  });
  const post = (data: unknown) => channels.at(-1)?.onmessage?.(new MessageEvent('message', { data }));
  return { store, data, channels, post, requestSync };
}

describe('data commands', () => {
  it('an import answers once written, without waiting for the alarm and the tabs to follow it', async () => {
    const never = new Promise<void>(() => undefined);
    const applicationChanged = vi.fn(() => never);
    const { store, data, post, requestSync } = setup(applicationChanged);
    const id = crypto.randomUUID();
    data.importStart(id);
    post({ id, piece: { list: 'saved', start: 0, json: JSON.stringify([row(1), row(2)]) } });
    expect(await data.importCommit(id, head, { saved: 2, applications: 0 })).toMatchObject({ saved: 2 });
    expect(applicationChanged).toHaveBeenCalledWith([]);
    expect(requestSync).toHaveBeenCalledWith({ force: true });
    expect(await (await store.currentDb()).saved.count()).toBe(2);
  });

  it('a failure of what follows an import is not the import’s', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { data, post } = setup(() => Promise.reject(new Error('no alarms')));
    const id = crypto.randomUUID();
    data.importStart(id);
    post({ id, piece: { list: 'saved', start: 0, json: JSON.stringify([row(1)]) } });
    expect(await data.importCommit(id, head, { saved: 1, applications: 0 })).toMatchObject({ saved: 1 });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('jobstar import:', expect.any(Error)));
    warn.mockRestore();
  });

  it('listens on the import channel only while an import is under way, and ignores what is not a piece', async () => {
    const { data, channels, post } = setup(async () => undefined);
    expect(channels).toHaveLength(0);
    const id = crypto.randomUUID();
    const other = crypto.randomUUID();
    data.importStart(id);
    data.importStart(other);
    expect(channels).toHaveLength(1);
    post({ id, piece: { list: 'saved', start: 0, json: 7 } });
    post('hello');
    post({ id, piece: { list: 'saved', start: 0, json: JSON.stringify([row(1)]) } });
    expect(await data.importCommit(id, head, { saved: 1, applications: 0 })).toMatchObject({ saved: 1 });
    expect(channels[0]!.close).not.toHaveBeenCalled();
    data.importDrop(other);
    expect(channels[0]!.close).toHaveBeenCalledTimes(1);
    data.importStart(crypto.randomUUID());
    expect(channels).toHaveLength(2);
  });
});
