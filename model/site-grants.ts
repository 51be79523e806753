/**
 * The sites a person enabled the star on (issue 13): each an origin the browser granted at their request. A stored
 * list that no longer parses reads as no sites rather than breaking.
 */
import { z } from 'zod';
import { lazySchema } from '../api/contract/lazy-schema';

export { sitePattern } from './site-pattern';

/** Far above what a person enables by hand; keeps one content-script registration small. */
const MAX_SITES = 500;

/** `https://jobs.example.com`: a scheme and a host, nothing else (the permission covers every path and port). */
export const SiteOrigin = lazySchema(() =>
  z
    .string()
    .max(300)
    .regex(/^https?:\/\/[a-z0-9.-]+$/, 'an http(s) origin without port or path'),
);

export const SiteGrant = lazySchema(() =>
  z.object({
    origin: SiteOrigin,
    /** When it was enabled, in ms since the epoch. */
    enabledAt: z.number().int().nonnegative(),
  }),
);
export type SiteGrant = z.output<typeof SiteGrant>;

export const SiteGrants = lazySchema(() => z.array(SiteGrant).max(MAX_SITES));

/** The origin of a page a person may enable, or null (not http(s), or a host with a port or credentials). */
export function siteOriginOf(href: string | undefined): string | null {
  let url: URL;
  try {
    url = new URL(href ?? '');
  } catch {
    return null;
  }
  const origin = `${url.protocol}//${url.hostname}`;
  return SiteOrigin.safeParse(origin).success ? origin : null;
}

export function siteGrantsFrom(stored: unknown): SiteGrant[] {
  const parsed = SiteGrants.safeParse(stored);
  return parsed.success ? parsed.data : [];
}
