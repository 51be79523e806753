import { describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { issuesToErrors } from '../../api/contract';
import type { ImportChannelMessage } from '../../messaging/import-channel';
import { MessageError, type send as Send } from '../../messaging/send';
import {
  createImportStaging,
  type ImportHead,
  type ImportList,
  type ImportPiece,
  ImportRefusal,
  importFile,
} from '../../storage/data';
import { freshDb } from '../../storage/testing/db-fixture';
import { type ImportWorker, importInPieces } from './import-pieces';
import { readForImport } from './import-reading';

const STARS = 1200;
const fileOf = (saved: unknown[], applications?: unknown[]) =>
  new Blob([
    JSON.stringify({
      format: 'jobstar-export',
      version: 1,
      exportedAt: '2026-11-22T10:00:00Z',
      saved,
      alerts: [],
      profile: null,
      applications,
    }),
  ]);
const star = (n: number) => ({
  ref: { jobId: `greenhouse:acme:${n}`, site: 'greenhouse' },
  savedAt: '2026-11-21T10:00:00Z',
});
const stars = Array.from({ length: STARS }, (_, n) => star(n));

type Sent =
  | { type: 'data.importStart'; id: string }
  | { type: 'data.importCommit'; id: string; head: ImportHead; counts: Record<ImportList, number> }
  | { type: 'data.importDrop'; id: string };

/**
 * The background's side, over a real database: the three messages, refused as the router does (a `ZodError` as
 * `router.invalid` with its field errors, an import rule by its kind), and the import channel, whose pieces arrive
 * a task later, after the commit when it overtakes them; `refuse` fails the start of an import.
 */
function background(refuse = false) {
  const db = freshDb(crypto.randomUUID());
  const staging = createImportStaging();
  const types: string[] = [];
  const pieces: ImportPiece[] = [];
  const channel = (message: ImportChannelMessage) => {
    pieces.push(message.piece);
    setTimeout(() => staging.add(message.id, message.piece), 0);
  };
  const answer = async (request: Sent) => {
    if (request.type === 'data.importStart') {
      if (refuse) throw new Error('refused start');
      staging.start(request.id);
      return null;
    }
    if (request.type === 'data.importDrop') {
      staging.drop(request.id);
      return null;
    }
    return importFile(db, await staging.take(request.id, request.head, request.counts));
  };
  const send = (async (request: Sent) => {
    types.push(request.type);
    try {
      return await answer(request);
    } catch (error) {
      if (error instanceof ZodError)
        throw new MessageError({ kind: 'router.invalid', fieldErrors: issuesToErrors(error) }, 'invalid');
      if (error instanceof ImportRefusal) throw new MessageError({ kind: error.kind, params: error.params }, 'refused');
      throw error;
    }
  }) as typeof Send;
  /** The worker's own code, run in this thread, posting to the page's handler and on the channel as a worker would. */
  const worker = (): ImportWorker & { terminated: boolean } => {
    const stub = {
      onmessage: null as ImportWorker['onmessage'],
      onerror: null as ImportWorker['onerror'],
      terminated: false,
      postMessage(message: Parameters<ImportWorker['postMessage']>[0]) {
        void readForImport(message, (data) => stub.onmessage?.(new MessageEvent('message', { data })), channel);
      },
      terminate() {
        stub.terminated = true;
      },
    };
    return stub;
  };
  return { db, staging, types, pieces, send, worker };
}

describe('importInPieces', () => {
  it('sends the file in pieces of JSON text on the channel and the background writes all of it at the commit', async () => {
    const { db, staging, types, pieces, send, worker: startWorker } = background();
    const worker = startWorker();
    const seen: [number, number][] = [];
    const outcome = await importInPieces(fileOf(stars), null, {
      worker: () => worker,
      send,
      progress: (done, total) => seen.push([done, total]),
    });
    expect(outcome).toEqual({ ok: true, result: { saved: STARS, alerts: 0, profile: false, applications: 0 } });
    expect(types).toEqual(['data.importStart', 'data.importCommit']);
    expect(seen.at(-1)).toEqual([STARS, STARS]);
    expect(pieces.map(({ start }) => start)).toEqual([0, 500, 1000]);
    expect(pieces.every(({ json }) => typeof json === 'string')).toBe(true);
    expect(await db.saved.count()).toBe(STARS);
    expect(staging.size).toBe(0);
    expect(worker.terminated).toBe(true);
  });

  it('a file whose row the background refuses says where, and nothing is written or kept', async () => {
    const { db, staging, types, send, worker } = background();
    const damaged = [...stars.slice(0, 1100), { ref: {}, savedAt: 'yesterday' }];
    const outcome = await importInPieces(fileOf(damaged), null, { worker, send });
    expect(outcome).toMatchObject({ ok: false, kind: 'damaged' });
    expect(outcome.ok === false && outcome.kind === 'damaged' && outcome.details).toContain('saved.1100.savedAt');
    expect(types).toEqual(['data.importStart', 'data.importCommit', 'data.importDrop']);
    expect(await db.saved.count()).toBe(0);
    expect(staging.size).toBe(0);
  });

  it('a file the page finds wrong is dropped before the commit', async () => {
    const { staging, types, send, worker } = background();
    const outcome = await importInPieces(new Blob(['{"format": "jobstar-export"']), null, { worker, send });
    expect(outcome).toEqual({ ok: false, kind: 'notJson' });
    expect(types).toEqual(['data.importStart', 'data.importDrop']);
    expect(staging.size).toBe(0);
  });

  it('an import the background cannot start fails before the file is read, and its worker is stopped', async () => {
    const { types, send, worker: startWorker } = background(true);
    const worker = startWorker();
    const read = vi.spyOn(worker, 'postMessage');
    await expect(importInPieces(fileOf(stars), null, { worker: () => worker, send })).rejects.toThrow('refused start');
    expect(types).toEqual(['data.importStart', 'data.importDrop']);
    expect(read).not.toHaveBeenCalled();
    expect(worker.terminated).toBe(true);
  });

  it('a file the stage rules refuse is refused by that rule and row, and nothing is written or kept', async () => {
    const { db, staging, types, send, worker } = background();
    const savedAt = '2026-11-21T10:00:00Z';
    const contradicting = {
      jobId: 'greenhouse:acme:1',
      stage: 'offer',
      history: [
        { stage: 'saved', at: savedAt },
        { stage: 'applied', at: '2026-11-21T11:00:00Z' },
      ],
      movedAt: '2026-11-21T11:00:00Z',
      linked: [],
      updatedAt: '2026-11-21T11:00:00Z',
    };
    const outcome = await importInPieces(fileOf(stars, [contradicting]), null, { worker, send });
    expect(outcome).toEqual({
      ok: false,
      kind: 'refused',
      refusal: { kind: 'import.stageMismatch', params: { row: 1, job: 'greenhouse:acme:1' } },
    });
    expect(types.slice(-2)).toEqual(['data.importCommit', 'data.importDrop']);
    expect(await db.saved.count()).toBe(0);
    expect(staging.size).toBe(0);
  });

  it('cuts a list of long rows into pieces of at most a few megabytes of text', async () => {
    const { types, pieces, send, worker } = background();
    // Postings of 90,000 characters each, near the most a kept posting holds.
    const paragraph = 'Weld. '.repeat(15_000);
    const long = stars.slice(0, 60).map((row) => ({
      ...row,
      description: { nodes: [{ tag: 'p', children: [paragraph] }], keptAt: row.savedAt },
    }));
    const outcome = await importInPieces(fileOf(long), null, { worker, send });
    expect(outcome).toMatchObject({ ok: true, result: { saved: 60 } });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every(({ json }) => json.length <= 4_000_000)).toBe(true);
    expect(types.at(-1)).toBe('data.importCommit');
  });
});
