/** The modules config/sites-plugin.ts makes from the site files. */
declare module 'virtual:sites' {
  const adapters: readonly import('../sites/adapter').SiteAdapter[];
  export default adapters;
}

declare module 'virtual:sites/*' {
  const adapters: readonly import('../sites/adapter').SiteAdapter[];
  export default adapters;
}

/** By site id: one string where the site's name is the same in every language. */
declare module 'virtual:site-names' {
  const names: Readonly<Record<string, string | import('../sites/adapter').SiteName>>;
  export default names;
}

/** By site id: the description readers of the sites that export one (issue 32). */
declare module 'virtual:site-descriptions' {
  const readers: Readonly<Record<string, import('../sites/adapter').DescriptionReader>>;
  export default readers;
}

/** By site id: the readers of a job id's original posting, of the sites that export one (issue 31). */
declare module 'virtual:site-postings' {
  const readers: Readonly<Record<string, import('../sites/adapter').PostingReader>>;
  export default readers;
}
