import { describe, expect, it, vi } from 'vitest';
import type { SafePosting } from '../../model/posting';
import { postingOf } from '../../storage/postings';
import { star } from '../../storage/stars';
import { freshDb } from '../../storage/testing/db-fixture';
import { createPostingCommands, type PostingDeps } from './postings';

const REF = { jobId: 'greenhouse:acme:1', title: 'Welder', site: 'greenhouse' };
const URL_OF_JOB = 'https://job-boards.greenhouse.io/acme/jobs/1';
const frame = { tabId: 3, frameId: 0 };
const words = (text: string): SafePosting => ({ nodes: [{ tag: 'p', children: [text] }], cut: false });

function setup(overrides: Partial<PostingDeps> = {}) {
  const db = freshDb();
  let today = new Date('2026-03-01T09:00:00.000Z');
  const read = vi.fn<PostingDeps['read']>(async () => words('Weld things.'));
  const saysGone = vi.fn<PostingDeps['saysGone']>(async () => true);
  const commands = createPostingCommands({
    db: async () => db,
    read,
    jobAt: async (url) => (url === URL_OF_JOB ? REF.jobId : null),
    saysGone,
    now: () => today,
    ...overrides,
  });
  return { db, commands, read, saysGone, later: (iso: string) => (today = new Date(iso)) };
}

describe('postings kept from pages', () => {
  it('a star keeps the frame’s posting with the site’s reader; a later different reading is noted, the first kept', async () => {
    const { db, commands, read, later } = setup();
    await star(db, REF);
    expect(await commands.keepFrom(frame, REF)).toBe('kept');
    expect(read).toHaveBeenCalledWith(frame, 'greenhouse');
    later('2026-03-05T09:00:00.000Z');
    read.mockResolvedValue(words('Weld other things.'));
    expect(await commands.keepFrom(frame, REF)).toBe('changed');
    expect(await postingOf(db, REF.jobId)).toMatchObject({
      nodes: words('Weld things.').nodes,
      keptAt: '2026-03-01T09:00:00.000Z',
      changedAt: '2026-03-05T09:00:00.000Z',
    });
  });

  it('reads nothing in a page whose job is not starred, and keeps nothing the page could not give', async () => {
    const { db, commands, read } = setup();
    expect(await commands.keepFrom(frame, REF)).toBeNull();
    expect(read).not.toHaveBeenCalled();
    await star(db, REF);
    read.mockResolvedValue(null);
    expect(await commands.keepFrom(frame, REF)).toBeNull();
    expect(await db.postings.count()).toBe(0);
  });

  it('a page that says its starred job is gone dates it taken down; a loading page or another address does not', async () => {
    const { db, commands, saysGone, later } = setup();
    await star(db, REF);
    saysGone.mockResolvedValueOnce(false);
    expect(await commands.noJobShown(frame, URL_OF_JOB)).toEqual([]);
    expect(await commands.noJobShown(frame, 'https://job-boards.greenhouse.io/acme')).toEqual([]);
    later('2026-03-07T09:00:00.000Z');
    expect(await commands.noJobShown(frame, URL_OF_JOB)).toEqual([REF.jobId]);
    expect((await db.saved.get(REF.jobId))?.takenDownAt).toBe('2026-03-07T09:00:00.000Z');
  });

  it('a job not starred is never dated, and its page is not asked', async () => {
    const { commands, saysGone } = setup();
    expect(await commands.noJobShown(frame, URL_OF_JOB)).toEqual([]);
    expect(saysGone).not.toHaveBeenCalled();
  });
});
