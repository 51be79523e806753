export { addSiteGrant, keepSiteGrants, loadSiteGrants } from './site-grants';
