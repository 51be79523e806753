/**
 * Build-time defaults, from WXT_* environment variables, pointing at the reference server. The options
 * page can override them at run time (the user's own service), so these are only where a fresh install starts.
 */
export interface BuildConfig {
  apiBaseUrl: string;
  oidcIssuer: string;
  oidcClientId: string;
}

export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:8787';
export const DEFAULT_OIDC_CLIENT_ID = 'jobstar-extension';

export function buildConfig(env: Record<string, string | undefined>): BuildConfig {
  const apiBaseUrl = (env.WXT_API_BASE_URL || DEFAULT_API_BASE_URL).replace(/\/+$/, '');
  return {
    apiBaseUrl,
    oidcIssuer: (env.WXT_OIDC_ISSUER || `${apiBaseUrl}/oidc`).replace(/\/+$/, ''),
    oidcClientId: env.WXT_OIDC_CLIENT_ID || DEFAULT_OIDC_CLIENT_ID,
  };
}

/** The values baked into this build (Vite replaces `import.meta.env.WXT_*` at build time). */
export const BUILD_CONFIG: BuildConfig = buildConfig({
  WXT_API_BASE_URL: import.meta.env?.WXT_API_BASE_URL,
  WXT_OIDC_ISSUER: import.meta.env?.WXT_OIDC_ISSUER,
  WXT_OIDC_CLIENT_ID: import.meta.env?.WXT_OIDC_CLIENT_ID,
});
