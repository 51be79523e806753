/**
 * The employer of an ATS that gives each one a subdomain (`acme.recruitee.com`, `acme.na.teamtailor.com`): the
 * first label before the ATS's domain is the job id's board. The ATS's own hosts (`www.`, `app.`, the recruiters'
 * side) are no employer.
 */
const NOT_TENANTS = new Set(['www', 'app', 'api']);

export function tenantOf(url: URL, domain: string): string | null {
  const suffix = `.${domain}`;
  if (url.protocol !== 'https:' || !url.hostname.endsWith(suffix)) return null;
  const label = url.hostname.slice(0, -suffix.length).split('.')[0]!;
  return /^[a-z0-9][a-z0-9-]*$/i.test(label) && !NOT_TENANTS.has(label.toLowerCase()) ? label : null;
}
