// `npm run bench [-- --quick] [-- --only=name,name]`: the performance harness of issue 9. It runs
// tests/bench/run.ts with tsx, which builds the extension, starts the reference server, measures, prints a
// table and writes bench-results.json. It never fails a build: missing a goal still exits 0; only a crash of
// the harness itself exits non-zero.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'tests/bench/run.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
