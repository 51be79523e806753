import { describe, expect, it } from 'vitest';
import { linkedJobId } from '../../sites/registry';
import { setStage } from '../../storage/applications';
import { star } from '../../storage/stars';
import { freshDb } from '../../storage/testing/db-fixture';
import { createSeenBefore } from './seen-before';

const linkedin = { jobId: 'linkedin:1', site: 'linkedin', title: 'Backend Engineer', company: 'Acme Inc.' };
const greenhouse = { jobId: 'greenhouse:acme:9', site: 'greenhouse', title: 'Backend engineer', company: 'ACME' };

describe('seen before', () => {
  it('answers the starred copy of the same role under another id, with its stage', async () => {
    const db = freshDb();
    const { seenBefore } = createSeenBefore(linkedJobId);
    expect(await seenBefore(db, greenhouse)).toBeNull();
    await star(db, linkedin);
    await setStage(db, linkedin.jobId, 'applied');
    // What the star shows (the stage, the site's name), never the other star's id: a page must not learn ids it may not name.
    expect(await seenBefore(db, greenhouse)).toEqual({
      siteName: 'LinkedIn',
      stage: 'applied',
      movedAt: expect.any(String),
    });
    // The index follows writes: starred here too, it is no longer "seen elsewhere".
    await star(db, greenhouse);
    expect(await seenBefore(db, greenhouse)).toBeNull();
    const designer = { ...greenhouse, jobId: 'lever:acme:2', title: 'Designer' };
    expect(await seenBefore(db, designer)).toBeNull();
    // A star made after the index was built is found: the write drops the index.
    await star(db, { ...linkedin, jobId: 'linkedin:3', title: 'Designer' });
    expect(await seenBefore(db, designer)).toMatchObject({ siteName: 'LinkedIn', stage: 'saved' });
  });

  it('links an aggregator’s job and the ATS posting its Apply leads to, both ways, saying only the site', async () => {
    // The aggregator words the role its own way, so company and title alone would not meet.
    const aggregator = {
      jobId: 'web:weworkremotely.com:/remote-jobs/acme-robotics-senior-backend-engineer',
      site: 'jsonld',
      title: 'Senior Backend Engineer (Remote, Americas)',
      company: 'Acme Robotics',
      applyUrl: 'https://job-boards.greenhouse.io/acmerobotics/jobs/4012345678?gh_src=wwr',
    };
    const ats = {
      jobId: 'greenhouse:acmerobotics:4012345678',
      site: 'greenhouse',
      title: 'Backend Engineer',
      company: 'Acme',
    };

    const db = freshDb();
    const { seenBefore } = createSeenBefore(linkedJobId);
    expect(await seenBefore(db, ats)).toBeNull();
    await star(db, aggregator);
    await setStage(db, aggregator.jobId, 'applied');
    expect(await seenBefore(db, ats)).toEqual({
      siteName: 'weworkremotely.com',
      stage: 'applied',
      movedAt: expect.any(String),
    });
    expect(await seenBefore(db, aggregator)).toBeNull();

    const other = freshDb();
    await star(other, ats);
    expect(await seenBefore(other, aggregator)).toEqual({
      siteName: 'Greenhouse',
      stage: 'saved',
      movedAt: expect.any(String),
    });
    // An Apply link to a site jobstar does not know names no job, and links nothing.
    expect(
      await seenBefore(other, { ...aggregator, applyUrl: 'https://apply.acme-robotics.example/4012345678' }),
    ).toBeNull();
  });

  it('finds a match among 20,000 stars fast once the index is built', async () => {
    const db = freshDb();
    await db.saved.bulkPut(
      Array.from({ length: 20_000 }, (_, index) => ({
        jobId: `linkedin:${index}`,
        starred: 1 as const,
        synced: 1 as const,
        savedAt: new Date(1_700_000_000_000 + index).toISOString(),
        page: { site: 'linkedin', title: `Engineer ${index}`, company: `Company ${index % 500}` },
      })),
    );
    const { seenBefore } = createSeenBefore(linkedJobId);
    const ref = { jobId: 'greenhouse:x:1', site: 'greenhouse', title: 'engineer 19999', company: 'Company 499 Ltd' };
    const built = performance.now();
    // The match is linkedin:19999, told apart by when it was starred.
    expect(await seenBefore(db, ref)).toEqual({
      siteName: 'LinkedIn',
      stage: 'saved',
      movedAt: new Date(1_700_000_019_999).toISOString(),
    });
    const first = performance.now() - built;
    const start = performance.now();
    for (let index = 0; index < 20; index += 1) await seenBefore(db, ref);
    const each = (performance.now() - start) / 20;
    console.info(
      `seen-before, 20,000 stars: index built in ${first.toFixed(0)} ms, then ${each.toFixed(2)} ms a lookup`,
    );
    expect(each).toBeLessThan(20);
  });
});
