/**
 * A star known only by its id (one that arrived by sync before its details, issue 31): the original posting's
 * name and address, read from the id by its site's file, until the details arrive. Never the service's page for
 * an id of a site jobstar knows: the service lists none of LinkedIn's, say, and answers 404.
 */
import { type Lang, uiLanguage } from '../../i18n/index';
import { postingsT } from '../../i18n/postings';
import { siteNameOf } from '../../sites/names';
import { postingOfId } from '../../sites/postings';

export interface PostingLink {
  /** "LinkedIn job 3797662873", "Anthropic on Greenhouse", "careers.example.com". */
  name: string;
  /** The posting's https address, where the id says it. */
  url?: string;
}

/** Null for an id no site knows (the service's own, or an application added by hand). */
export function postingLinkOf(jobId: string, lang: Lang = uiLanguage()): PostingLink | null {
  const posting = postingOfId(jobId);
  if (!posting) return null;
  const url = posting.url ? { url: posting.url } : {};
  if (posting.host) return { name: posting.host, ...url };
  const t = postingsT(lang);
  const site = siteNameOf(posting.site, lang) ?? posting.site;
  const name = posting.board
    ? t('onBoard', { board: posting.board, site })
    : t('siteJob', { site, id: posting.posting });
  return { name, ...url };
}

/**
 * A row storage read of a star whose title is only its id, or without a link: the posting's name and address
 * instead, for the board, the report and the calendar.
 */
export function withPosting<T extends { jobId: string; title: string; url?: string }>(row: T, lang?: Lang): T {
  if (row.title !== row.jobId && row.url) return row;
  const posting = postingLinkOf(row.jobId, lang);
  if (!posting) return row;
  return {
    ...row,
    title: row.title === row.jobId ? posting.name : row.title,
    ...(!row.url && posting.url ? { url: posting.url } : {}),
  };
}
