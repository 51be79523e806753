import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { issuesToErrors } from '../../api/contract';
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

/** The worker's own code, run in this thread and posting to the page's handler as a worker would. */
function inThread(): ImportWorker & { terminated: boolean } {
  const worker = {
    onmessage: null as ImportWorker['onmessage'],
    onerror: null as ImportWorker['onerror'],
    terminated: false,
    postMessage(message: Parameters<ImportWorker['postMessage']>[0]) {
      void readForImport(message, (data) => worker.onmessage?.(new MessageEvent('message', { data })));
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return worker;
}

type Sent =
  | { type: 'data.importPiece'; id: string; piece: ImportPiece }
  | { type: 'data.importCommit'; id: string; head: ImportHead; counts: Record<ImportList, number> }
  | { type: 'data.importDrop'; id: string };

/**
 * The background's side of the three messages, over a real database, refusing as the router does (a `ZodError` as
 * `router.invalid` with its field errors, an import rule by its kind); `refuse` fails one piece otherwise.
 */
function background(refuse?: (start: number) => boolean) {
  const db = freshDb(crypto.randomUUID());
  const staging = createImportStaging();
  const types: string[] = [];
  const pieces: ImportPiece[] = [];
  const answer = async (request: Sent) => {
    if (request.type === 'data.importPiece') {
      if (refuse?.(request.piece.start)) throw new Error('refused piece');
      pieces.push(request.piece);
      staging.add(request.id, request.piece);
      return null;
    }
    if (request.type === 'data.importDrop') {
      staging.drop(request.id);
      return null;
    }
    return importFile(db, staging.take(request.id, request.head, request.counts));
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
  return { db, staging, types, pieces, send };
}

describe('importInPieces', () => {
  it('sends the file in pieces of JSON text and the background writes all of it at the commit', async () => {
    const { db, staging, types, pieces, send } = background();
    const worker = inThread();
    const seen: [number, number][] = [];
    const outcome = await importInPieces(fileOf(stars), null, {
      worker: () => worker,
      send,
      progress: (done, total) => seen.push([done, total]),
    });
    expect(outcome).toEqual({ ok: true, result: { saved: STARS, alerts: 0, profile: false, applications: 0 } });
    expect(types).toEqual(['data.importPiece', 'data.importPiece', 'data.importPiece', 'data.importCommit']);
    expect(seen.at(-1)).toEqual([STARS, STARS]);
    expect(pieces.map(({ start }) => start)).toEqual([0, 500, 1000]);
    expect(pieces.every(({ json }) => typeof json === 'string')).toBe(true);
    expect(await db.saved.count()).toBe(STARS);
    expect(staging.size).toBe(0);
    expect(worker.terminated).toBe(true);
  });

  it('a file whose row the background refuses after its first pieces were sent says where, and nothing is written or kept', async () => {
    const { db, staging, types, send } = background();
    const damaged = [...stars.slice(0, 1100), { ref: {}, savedAt: 'yesterday' }];
    const outcome = await importInPieces(fileOf(damaged), null, { worker: inThread, send });
    expect(outcome).toMatchObject({ ok: false, kind: 'damaged' });
    expect(outcome.ok === false && outcome.kind === 'damaged' && outcome.details).toContain('saved.1100.savedAt');
    expect(types).toEqual(['data.importPiece', 'data.importPiece', 'data.importPiece', 'data.importDrop']);
    expect(await db.saved.count()).toBe(0);
    expect(staging.size).toBe(0);
  });

  it('a piece the background refuses fails the import, drops the rest and writes nothing', async () => {
    const { db, staging, types, send } = background((start) => start === 500);
    await expect(importInPieces(fileOf(stars), null, { worker: inThread, send })).rejects.toThrow('refused piece');
    expect(types.at(-1)).toBe('data.importDrop');
    expect(types).not.toContain('data.importCommit');
    expect(await db.saved.count()).toBe(0);
    expect(staging.size).toBe(0);
  });

  it('a file the stage rules refuse is refused by that rule and row, and nothing is written or kept', async () => {
    const { db, staging, types, send } = background();
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
    const outcome = await importInPieces(fileOf(stars, [contradicting]), null, { worker: inThread, send });
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
    const { types, pieces, send } = background();
    // Postings of 90,000 characters each, near the most a kept posting holds.
    const paragraph = 'Weld. '.repeat(15_000);
    const long = stars.slice(0, 60).map((row) => ({
      ...row,
      description: { nodes: [{ tag: 'p', children: [paragraph] }], keptAt: row.savedAt },
    }));
    const outcome = await importInPieces(fileOf(long), null, { worker: inThread, send });
    expect(outcome).toMatchObject({ ok: true, result: { saved: 60 } });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every(({ json }) => json.length <= 4_000_000)).toBe(true);
    expect(types.at(-1)).toBe('data.importCommit');
  });
});
