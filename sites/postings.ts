/**
 * A job id's original posting (issue 31): a star that arrives by sync is a bare id until its details do, and the
 * service's page for an id it does not list answers 404. Each site file knows its ids (its `posting` export,
 * gathered as `virtual:site-postings`); `web:` ids are addresses already. For the pages and the background only:
 * no content script imports this.
 */
import POSTINGS from 'virtual:site-postings';

export interface Posting {
  /** The site's id (`linkedin`), or `web` for an address. */
  site: string;
  /** The id after `<site>:`, for a name such as "LinkedIn job 3797662873". */
  posting: string;
  /** The employer's board as a name, on a site with boards ("Anthropic" on Greenhouse). */
  board?: string;
  /** A `web:` id's host ("careers.example.com"). */
  host?: string;
  /** The posting's https address, where the id says it. */
  url?: string;
}

/**
 * `web:<host>[:<port>]:<path or identifier>`: a path (it starts with `/`) is the page's own address on that host,
 * over https; an identifier has none.
 */
function webPosting(rest: string): Posting | null {
  const match = /^([a-z0-9.-]+(?::\d+)?):(.+)$/.exec(rest);
  if (!match) return null;
  const [, host, path] = match as unknown as [string, string, string];
  const url = path.startsWith('/') && URL.canParse(`https://${host}${path}`) ? `https://${host}${path}` : undefined;
  return { site: 'web', posting: path, host, ...(url ? { url: new URL(url).href } : {}) };
}

/** The original posting a job id names; null for an id no site knows (the service's own, or one added by hand). */
export function postingOfId(jobId: string): Posting | null {
  const at = jobId.indexOf(':');
  if (at < 1) return null;
  const site = jobId.slice(0, at);
  const rest = jobId.slice(at + 1);
  if (site === 'web') return webPosting(rest);
  const found = Object.hasOwn(POSTINGS, site) ? POSTINGS[site]!(rest) : null;
  return found ? { site, posting: rest.slice(rest.lastIndexOf(':') + 1), ...found } : null;
}
