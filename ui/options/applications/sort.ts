/** The list view's order: by last move (newest first by default), by stage (in the order of the stages), or by company. */
import { STAGES } from '../../../model/application';
import type { Entry } from './entries';

export const SORT_KEYS = ['title', 'company', 'stage', 'moved'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: Sort = { key: 'moved', direction: 'descending' };

const text = (value: string | undefined) => value ?? '';

function compare(a: Entry, b: Entry, key: SortKey, collator: Intl.Collator): number {
  switch (key) {
    case 'moved':
      return Date.parse(a.movedAt) - Date.parse(b.movedAt);
    case 'stage':
      return STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage);
    case 'company':
      return collator.compare(text(a.company), text(b.company));
    case 'title':
      return collator.compare(a.title, b.title);
  }
}

/** A new array in `sort`'s order; ties go by last move, newest first, so the order never jumps. */
export function sortEntries(entries: readonly Entry[], sort: Sort, lang: string): Entry[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...entries].sort((a, b) => sign * compare(a, b, sort.key, collator) || compare(b, a, 'moved', collator));
}

/** A header pressed: its own key flips direction; another key starts newest/first-letter first. */
export const nextSort = (current: Sort, key: SortKey): Sort =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: key === 'moved' ? 'descending' : 'ascending' };
