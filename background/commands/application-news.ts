/**
 * After an application changes, the frames showing its jobs hear the new stage (the star's name and tooltip carry
 * it); no other frame hears of it (the per-tab scope, DESIGN §6).
 */
import type { PageScope } from '../../messaging/page-scope';
import { stageSummaries } from '../../storage/applications';
import type { AccountDb } from '../../storage/db';
import { askTab } from '../star-ui/page-job';

export async function tellStages(db: AccountDb, scope: PageScope, jobIds: readonly string[]): Promise<void> {
  const frames = await scope.framesShowing(jobIds);
  if (frames.length === 0) return;
  const stages = await stageSummaries(db, jobIds);
  await Promise.all(
    frames.flatMap(({ tabId, frameId, jobIds: shown }) =>
      shown.map((jobId) => {
        const stage = stages[jobId];
        return askTab(tabId, { type: 'star.changed', jobId, starred: stage !== undefined, stage }, frameId);
      }),
    ),
  );
}
