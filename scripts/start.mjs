// `npm start`: build the extension against the local reference server, start the server with its seeded
// catalog, and open Chromium with the extension loaded. Without a display the server keeps running and
// this says how to load the extension by hand.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '8787';
const dataDir = resolve(process.env.DATA_DIR ?? join(root, '.data'));
const serverUrl = `http://${host}:${port}`;
const extension = join(root, '.output/chrome-mv3');

console.log(`Building the extension for ${serverUrl} …`);
const build = spawnSync(join(root, 'node_modules/.bin/wxt'), ['build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WXT_API_BASE_URL: process.env.WXT_API_BASE_URL ?? serverUrl },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, HOST: host, PORT: port, DATA_DIR: dataDir },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

let opened = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!opened && chunk.toString().includes('jobstar server listening on')) {
    opened = true;
    openBrowser();
  }
});

async function browserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser'])
    if (existsSync(candidate)) return candidate;
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

async function openBrowser() {
  const manual = `Load it by hand: open chrome://extensions, turn on Developer mode, "Load unpacked" → ${extension}`;
  const hasDisplay =
    process.platform === 'darwin' || process.platform === 'win32' || process.env.DISPLAY || process.env.WAYLAND_DISPLAY;
  if (!hasDisplay) {
    console.log(
      `\nNo display here, so no browser was opened. The server keeps running at ${serverUrl} (Ctrl+C stops it).\n${manual}`,
    );
    return;
  }
  const executable = await browserPath();
  if (!executable) {
    console.log(`\nNo Chromium found (set CHROMIUM_PATH). The server keeps running at ${serverUrl}.\n${manual}`);
    return;
  }
  const profile = join(dataDir, 'chromium-profile');
  mkdirSync(profile, { recursive: true });
  const browser = spawn(
    executable,
    [
      `--user-data-dir=${profile}`,
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
      '--no-first-run',
      '--disable-sync',
      '--disable-background-networking',
      '--disable-component-update',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      serverUrl,
    ],
    { stdio: 'ignore', detached: false },
  );
  browser.on('error', (error) => console.log(`Could not start ${executable}: ${error.message}\n${manual}`));
  console.log(`\nChromium is open with jobstar loaded. Close it or press Ctrl+C here to stop the server.`);
}
