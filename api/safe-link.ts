/**
 * The one rule for a link we let a person open (DESIGN §4 rule 13), shared by the service clients, the contract's
 * job refs and the pages. Pure and without imports: the contract (job-ref.ts) depends on nothing else of ours.
 */

const URL_LIMIT = 2048;

/**
 * The link as a normalised href, or undefined: `https:` anywhere; `http:` only on the configured service's own
 * origin (a local or self-hosted server), so a hostile answer or file cannot plant plain-http links elsewhere.
 * Without a service origin, plain http is never allowed.
 */
export function safeLink(url: unknown, serviceOrigin?: string): string | undefined {
  const parsed = parsedLink(url);
  return parsed && safeParsedLink(parsed, serviceOrigin);
}

/** A string of at most the length a link may have, parsed; undefined when it is not a URL. */
export function parsedLink(url: unknown): URL | undefined {
  if (typeof url !== 'string' || url.length > URL_LIMIT) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * `safeLink` of a link already parsed: a caller that parses it for a check of its own (the job ref's http(s)
 * rule) parses it once. Parsing is the dear part: three parses per ref were most of the time an export of 20,000
 * stars spent checking its rows (issue 36).
 */
export function safeParsedLink(parsed: URL, serviceOrigin?: string): string | undefined {
  if (parsed.protocol === 'https:') return parsed.href;
  if (parsed.protocol !== 'http:' || serviceOrigin === undefined) return undefined;
  try {
    return parsed.origin === new URL(serviceOrigin).origin ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
