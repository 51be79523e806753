// `npm run zip`: the store packages. A store build drops the development `manifest.key` (the stores assign
// the id) and must point at the real service, so this refuses to run without an https WXT_API_BASE_URL;
// `npm run zip -- --dev` packages the development defaults for a local try. See docs/release.md.
import { spawnSync } from 'node:child_process';

const dev = process.argv.includes('--dev');
const api = process.env.WXT_API_BASE_URL ?? '';
if (!dev && !api.startsWith('https://')) {
  console.error(
    'npm run zip: set WXT_API_BASE_URL to the service the store build uses (https://…), and WXT_OIDC_ISSUER\n' +
      'if its sign-in provider is not <service>/oidc. For a local try of the packaging: npm run zip -- --dev',
  );
  process.exit(2);
}
const env = { ...process.env, ...(dev ? {} : { JOBSTAR_STORE_BUILD: '1' }) };
for (const args of [['zip'], ['zip', '-b', 'firefox']]) {
  const run = spawnSync('npx', ['wxt', ...args], { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
console.log('\nStore packages in .output/: jobstar-<version>-chrome.zip, -firefox.zip and -sources.zip (for AMO).');
