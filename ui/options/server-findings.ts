/**
 * The server settings form's words: what is wrong with each typed field, and what the check of the
 * service found wrong (check-service.ts), one sentence each.
 */
import type { optionsT } from '../../i18n/options';
import { Settings } from '../../model/settings';
import type { ServiceCheck } from './check-service';

type T = ReturnType<typeof optionsT>;
export type SettingsKey = keyof Settings;
export const SETTINGS_KEYS: readonly SettingsKey[] = ['apiBaseUrl', 'oidcIssuer', 'oidcClientId'];

/** The settings as their schema tidies them (no trailing slash, no spaces), or each field's error in words. */
export function parseSettings(
  typed: Settings,
  t: T,
): { ok: true; settings: Settings } | { ok: false; errors: Partial<Record<SettingsKey, string>> } {
  const parsed = Settings.safeParse(typed);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: Partial<Record<SettingsKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as SettingsKey;
    errors[key] ??= key === 'oidcClientId' ? t('error.required') : t('error.url');
  }
  return { ok: false, errors };
}

/** What the check found wrong, one sentence each; empty when all is well. */
export function findingsInWords(found: ServiceCheck, settings: Settings, t: T): string[] {
  const host = new URL(settings.apiBaseUrl).host;
  const problems: string[] = [];
  if (found.service === 'unreachable') problems.push(t('check.serviceUnreachable', { host }));
  if (found.service === 'unhealthy') problems.push(t('check.serviceUnhealthy', { host }));
  if (found.signIn === 'unreachable') problems.push(t('check.signInUnreachable', { issuer: settings.oidcIssuer }));
  if (found.signIn === 'notOidc') problems.push(t('check.notOidc', { issuer: settings.oidcIssuer }));
  if (found.signIn === 'issuerMismatch') {
    problems.push(t('check.issuerMismatch', { issuer: settings.oidcIssuer, actual: found.actualIssuer ?? '' }));
  }
  return problems;
}
