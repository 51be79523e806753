/**
 * Time-zone names as people type them: an IANA name in any case ("europe/london"), or a city the zone is
 * named after ("London", "new york", "Sao Paulo"). Only zones this browser knows are accepted.
 */

let zones: string[] | undefined;
export function knownZones(): string[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  return zones;
}

// Accents and case do not tell cities apart here; IANA writes spaces as underscores.
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The canonical spelling of a typed zone, or null when the browser does not know it. A listed zone is
 * matched without regard to case; a valid name the list leaves out (such as an old alias or "UTC") is
 * accepted in the browser's own spelling; a city matches the one zone that ends with its name.
 */
export function resolveZone(typed: string, list: readonly string[] = knownZones()): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const listed = list.find((zone) => zone.toLowerCase() === text.toLowerCase());
  if (listed) return listed;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    const city = fold(text);
    const named = list.filter((zone) => fold(zone.slice(zone.lastIndexOf('/') + 1)) === city);
    return named.length === 1 ? (named[0] ?? null) : null;
  }
}
