/**
 * Typed place names → the spelling the service uses. The locations facet spells cities its own way
 * ("Tel Aviv-Yafo"); a city typed another way ("tel aviv") would match no job (§2.2: cities "spelled as the
 * locations facet spells them"). Matching ignores case, accents and punctuation, and accepts the start of
 * a name when it names one city only. Countries take the names people use for them ("England").
 */

/** Case, accents, hyphens and dots do not tell two spellings apart. */
export const foldPlace = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[-‐–.,()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The known spelling of a typed city, or undefined when none (or more than one) fits. */
export function matchPlace(typed: string, known: readonly string[]): string | undefined {
  const wanted = foldPlace(typed);
  if (wanted === '') return undefined;
  const exact = known.find((name) => foldPlace(name) === wanted);
  if (exact) return exact;
  // "tel aviv" → "Tel Aviv-Yafo": the typed words begin the name, and only one name begins so.
  const starts = known.filter((name) => foldPlace(name).startsWith(`${wanted} `));
  return starts.length === 1 ? starts[0] : undefined;
}

/** Names people use for a country that are not its ISO name (constituent countries, old and short names). */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  uk: 'GB',
  usa: 'US',
  america: 'US',
  'united states of america': 'US',
  holland: 'NL',
  uae: 'AE',
  'south korea': 'KR',
  korea: 'KR',
  'czech republic': 'CZ',
  russia: 'RU',
  palestine: 'PS',
};
