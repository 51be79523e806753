/**
 * The one rule for a job's identity (DESIGN §3): `<ats>:<board>:<posting>`, or `<site>:<posting>` for a
 * site without boards (LinkedIn, Indeed). The reference server's catalog uses the same ids, so a star made
 * on an employer's page and `/jobs?ids=` meet. Boards are case-insensitive slugs; postings keep their case
 * (a posting `CD.86E` is not `cd.86e`).
 *
 * `web:<host>:<posting>` ids (a saved page, a JSON-LD posting without a site of its own) name their host one
 * way, `webHost`: lower case, a leading `www.` dropped, a port other than the scheme's kept. One site, one host.
 */
interface JobIdParts {
  ats: string;
  board?: string;
  posting: string;
}

const clean = (part: string): string => part.trim();

export function jobIdOf({ ats, board, posting }: JobIdParts): string {
  const site = clean(ats).toLowerCase();
  const id = clean(posting);
  if (!site || !id) throw new Error('A job id needs its site and its posting');
  const slug = board === undefined ? '' : clean(board).toLowerCase();
  return slug ? `${site}:${slug}:${id}` : `${site}:${id}`;
}

/** The host of every `web:` id. */
export const webHost = (url: URL): string => url.host.toLowerCase().replace(/^www\./, '');

/**
 * An id as `webHost` writes it today: JSON-LD ids made before it kept `www.` (the database's version 4 moves
 * stars, applications and the service's copy to this id).
 */
export const currentJobId = (jobId: string): string => jobId.replace(/^web:www\./i, 'web:');
