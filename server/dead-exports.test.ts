/**
 * No dead code behind an export: every value or type a server module exports is used somewhere — by another
 * file of the repository, or at least by its own module. A name that appears nowhere but in its own
 * declaration is dead and goes (an export only the module itself uses may stay: it documents its shape).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const DECLARATION =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|interface|type|enum)\s+(\w+)/gm;

function sources(): Map<string, string> {
  const listed = execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', '--', '*.ts', '*.tsx', '*.mjs', '*.js'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const texts = new Map<string, string>();
  for (const file of listed.split('\n').filter(Boolean)) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) texts.set(file, fs.readFileSync(full, 'utf8'));
  }
  return texts;
}

const occurrences = (text: string, name: string) => text.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;

describe('server exports', () => {
  it('are each used somewhere (no export that nothing, not even its own module, refers to)', () => {
    const texts = sources();
    const dead: string[] = [];
    for (const [file, text] of texts) {
      if (!file.startsWith('server/') || file.endsWith('.test.ts') || file.endsWith('.d.ts')) continue;
      for (const [, name] of text.matchAll(DECLARATION)) {
        if (occurrences(text, name!) > 1) continue;
        if ([...texts].some(([other, otherText]) => other !== file && occurrences(otherText, name!) > 0)) continue;
        dead.push(`${file}: ${name}`);
      }
    }
    expect(dead).toEqual([]);
  });
});
