/**
 * Finds the service's skills (§2.4 `skill_spec`: names and aliases) in the text of a CV. Matching ignores
 * case and respects word edges the way people write tech names: "Go" is not found in "Google", "C" not in
 * "C++", "js" not inside "Node.js", but "Go." at the end of a sentence and "(C++)" are found.
 */
import type { SkillSpec } from '../api/contract';

/** Characters that continue a token: letters, digits, `_`, and the `+`/`#` of C++ and C#. */
const TOKEN = '[\\p{L}\\p{N}_+#]';
/** A dot between two letters joins a name ("Node.js", "ASP.NET"); a dot before a space ends a sentence. */
const NOT_AFTER = `(?<!${TOKEN}|[\\p{L}\\p{N}]\\.)`;
const NOT_BEFORE = `(?!${TOKEN}|\\.[\\p{L}\\p{N}])`;

const escapeRegExp = (term: string): string => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One term as a pattern: its spaces match any run of white space (PDFs and line breaks split phrases). */
const termPattern = (term: string): string => escapeRegExp(term.trim()).replace(/\s+/g, '\\s+');

function skillPattern(terms: string[]): RegExp | null {
  const usable = terms.map((term) => term.trim()).filter((term) => term.length > 0);
  if (usable.length === 0) return null;
  // Longest first, so "Ruby on Rails" is tried before "Ruby" at the same place.
  const alternatives = usable.sort((a, b) => b.length - a.length).map(termPattern);
  return new RegExp(`${NOT_AFTER}(?:${alternatives.join('|')})${NOT_BEFORE}`, 'iu');
}

/** The names of the skills whose name or an alias appears in `text`, in the spec's order, each once. */
export function matchSkills(text: string, spec: SkillSpec | undefined): string[] {
  const found: string[] = [];
  for (const skill of spec?.skills ?? []) {
    const pattern = skillPattern([skill.name, ...(skill.aliases ?? [])]);
    if (pattern?.test(text) && !found.includes(skill.name)) found.push(skill.name);
  }
  return found;
}
