/**
 * The tabs the popup loads after its first frame (or at once, when one of them is the remembered tab): they
 * need the service's contract and zod, which the Starred tab does not. zod's config comes first, before any
 * of them can parse.
 */
import '../../config/zod-jitless';

export { CompanySearch } from './CompanySearch';
export { Matches } from './Matches';
export { ProfilePanel } from './ProfilePanel';
