// DESIGN §6: no innerHTML/outerHTML/insertAdjacentHTML/document.write (nor setHTMLUnsafe, a Range's
// createContextualFragment or an iframe's srcdoc, which parse HTML just the same) in shipped code. Biome covers
// dangerouslySetInnerHTML; this covers the DOM APIs Biome has no rule for. Tests may build fixtures with them.
import { execFileSync } from 'node:child_process';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !/\.test\.tsx?$/.test(file) && !file.startsWith('tests/'));
const forbidden =
  /\.(innerHTML|outerHTML|srcdoc)\s*=|insertAdjacentHTML\s*\(|setHTMLUnsafe\s*\(|createContextualFragment\s*\(|document\.write(ln)?\s*\(/;
const { readFileSync } = await import('node:fs');
const hits = [];
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (forbidden.test(line)) hits.push(`${file}:${index + 1}: ${line.trim()}`);
    });
}
if (hits.length > 0) {
  console.error(`HTML injection APIs are not allowed (DESIGN §6):\n${hits.join('\n')}`);
  process.exit(1);
}
