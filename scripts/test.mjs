// `npm test`: everything a submission must pass, in order, ending with one summary line of test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'jobstar-test-'));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');
const firefoxJson = join(reports, 'firefox.json');
const conformanceJson = join(reports, 'conformance.json');

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]],
  // The extension's client and sync engine through Stoplight Prism over the seed's OpenAPI (tests/conformance).
  [
    'conformance',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'tests/conformance/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${conformanceJson}`,
    ],
  ],
  ['build', 'npm', ['run', '-s', 'build']],
  ['firefox lint', 'npm', ['run', '-s', 'lint:firefox']],
  ['end-to-end', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson }],
  // Vitest with its own config: TypeScript and a JSON report like the unit step's, no second test runner.
  [
    'firefox end-to-end',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'tests/e2e-firefox/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${firefoxJson}`,
    ],
  ],
];

const results = [];
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (run.status !== 0) break;
}

let passed = 0;
let failed = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
if (existsSync(conformanceJson)) {
  const report = JSON.parse(readFileSync(conformanceJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
if (existsSync(firefoxJson)) {
  const report = JSON.parse(readFileSync(firefoxJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  if (report.numTotalTests > 0 && report.numPendingTests === report.numTotalTests) {
    console.log('\nfirefox end-to-end SKIPPED: firefox-esr is not installed (CI installs it and never skips)');
  }
}
if (existsSync(playwrightJson)) {
  const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
}

console.log('\n=== summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
const stepsFailed = results.some((step) => !step.ok) || results.length < steps.length;
if (stepsFailed && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(stepsFailed ? 1 : 0);
