import { describe, expect, it } from 'vitest';
import type { send as Send } from '../../messaging/send';
import {
  createImportStaging,
  type ImportHead,
  type ImportList,
  type ImportPiece,
  importFile,
} from '../../storage/data';
import { freshDb } from '../../storage/testing/db-fixture';
import { type ImportWorker, importInPieces, readForImport } from './import-pieces';

const STARS = 1200;
const fileOf = (saved: unknown[]) =>
  new Blob([
    JSON.stringify({
      format: 'jobstar-export',
      version: 1,
      exportedAt: '2026-11-22T10:00:00Z',
      saved,
      alerts: [],
      profile: null,
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

/** The background's side of the three messages, over a real database; `refuse` fails one piece. */
function background(refuse?: (start: number) => boolean) {
  const db = freshDb(crypto.randomUUID());
  const staging = createImportStaging();
  const types: string[] = [];
  const send = (async (request: Sent) => {
    types.push(request.type);
    if (request.type === 'data.importPiece') {
      if (refuse?.(request.piece.start)) throw new Error('refused piece');
      staging.add(request.id, request.piece);
      return null;
    }
    if (request.type === 'data.importDrop') {
      staging.drop(request.id);
      return null;
    }
    return importFile(db, staging.take(request.id, request.head, request.counts));
  }) as typeof Send;
  return { db, staging, types, send };
}

describe('importInPieces', () => {
  it('sends the checked file in pieces and the background writes all of it at the commit', async () => {
    const { db, staging, types, send } = background();
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
    expect(await db.saved.count()).toBe(STARS);
    expect(staging.size).toBe(0);
    expect(worker.terminated).toBe(true);
  });

  it('a file damaged after its first pieces were sent says where, and nothing is written or kept', async () => {
    const { db, staging, types, send } = background();
    const damaged = [...stars.slice(0, 1100), { ref: {}, savedAt: 'yesterday' }];
    const outcome = await importInPieces(fileOf(damaged), null, { worker: inThread, send });
    expect(outcome).toMatchObject({ ok: false, kind: 'damaged' });
    expect(outcome.ok === false && outcome.kind === 'damaged' && outcome.details).toContain('saved.1100');
    expect(types).toEqual(['data.importPiece', 'data.importPiece', 'data.importDrop']);
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
});
