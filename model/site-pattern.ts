/** The match pattern the permission and the content script use for an origin (no zod, no Dexie: the popup asks with it). */
export const sitePattern = (origin: string): string => `${origin}/*`;
