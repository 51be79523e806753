/** The Starred tab's filter by stage: one open stage, or every closed one together. */
import { isClosed, type Stage } from '../../model/stages';

export const STAGE_FILTERS = ['all', 'saved', 'applied', 'interviewing', 'offer', 'closed'] as const;
export type StageFilter = (typeof STAGE_FILTERS)[number];

export const inStageFilter = (stage: Stage, filter: StageFilter): boolean =>
  filter === 'all' || (filter === 'closed' ? isClosed(stage) : stage === filter);

/** How many of `stages` each filter shows, for the filter's own labels. */
export function stageFilterCounts(stages: readonly Stage[]): Record<StageFilter, number> {
  const counts = Object.fromEntries(STAGE_FILTERS.map((filter) => [filter, 0])) as Record<StageFilter, number>;
  for (const stage of stages) for (const filter of STAGE_FILTERS) if (inStageFilter(stage, filter)) counts[filter] += 1;
  return counts;
}
