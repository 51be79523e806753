/**
 * Before new server settings are saved, a look at what they point to: whether the service answers a contract
 * read (probe-service.ts), and the sign-in provider's OpenID discovery document (whose `issuer` must be the one typed, or sign-in will
 * refuse every answer). What is found is said in words; nothing here changes a setting.
 */
import { probeService, type ServiceReach } from '../shared/probe-service';

export type ServiceFinding = ServiceReach;
export type SignInFinding = 'ok' | 'unreachable' | 'notOidc' | 'issuerMismatch';

export interface ServiceCheck {
  service: ServiceFinding;
  signIn: SignInFinding;
  /** The issuer the discovery document names, when it names another. */
  actualIssuer?: string;
}

const TIMEOUT_MS = 8000;

async function get(url: string, fetcher: typeof fetch): Promise<Response | undefined> {
  try {
    return await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS), credentials: 'omit' });
  } catch {
    return undefined;
  }
}

export async function checkService(
  settings: { apiBaseUrl: string; oidcIssuer: string },
  fetcher: typeof fetch = fetch,
): Promise<ServiceCheck> {
  const [service, discovery] = await Promise.all([
    probeService(settings.apiBaseUrl, { fetcher, timeoutMs: TIMEOUT_MS }),
    get(`${settings.oidcIssuer}/.well-known/openid-configuration`, fetcher),
  ]);
  if (!discovery) return { service, signIn: 'unreachable' };
  const document = discovery.ok ? ((await discovery.json().catch(() => undefined)) as { issuer?: unknown }) : undefined;
  if (typeof document?.issuer !== 'string') return { service, signIn: 'notOidc' };
  if (document.issuer.replace(/\/+$/, '') !== settings.oidcIssuer) {
    return { service, signIn: 'issuerMismatch', actualIssuer: document.issuer };
  }
  return { service, signIn: 'ok' };
}
