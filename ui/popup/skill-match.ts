/** Why a job is in Matches: which of the wanted skills its listing names (case aside). */
export function skillMatch(
  wanted: readonly string[],
  listed: readonly string[] | undefined,
): { matched: string[]; of: number } | undefined {
  if (wanted.length === 0 || !listed) return undefined;
  const has = new Set(listed.map((skill) => skill.toLowerCase()));
  return { matched: wanted.filter((skill) => has.has(skill.toLowerCase())), of: wanted.length };
}
