import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  packagedScripts,
  registerServicePages,
  SERVICE_SCRIPT_ID,
  servicePagePattern,
  serviceScriptPattern,
} from './service-pages';

/** What each browser's `runtime.getManifest()` really answers (Firefox: seen in Firefox ESR 153). */
const MANIFEST_JS = {
  chrome: ['content-scripts/content.js'],
  firefox: ['moz-extension://0b5c3e8e-4a2f-4a7e-9d1e-7f5a2c3b9d10/content-scripts/content.js'],
};

function setup(browserName: 'chrome' | 'firefox', granted = true) {
  vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({
    content_scripts: [{ matches: ['https://jobs.lever.co/*'], js: MANIFEST_JS[browserName] }],
  } as never);
  const permissions = vi.spyOn(browser.permissions, 'contains').mockResolvedValue(granted as never);
  const registered = vi.spyOn(browser.scripting, 'getRegisteredContentScripts').mockResolvedValue([] as never);
  const register = vi.spyOn(browser.scripting, 'registerContentScripts').mockResolvedValue(undefined);
  const update = vi.spyOn(browser.scripting, 'updateContentScripts').mockResolvedValue(undefined);
  const unregister = vi.spyOn(browser.scripting, 'unregisterContentScripts').mockResolvedValue(undefined);
  return { permissions, registered, register, update, unregister };
}

describe('service job pages', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it('registers the script on Chrome for the configured origin exactly, port included', async () => {
    const { register } = setup('chrome');
    expect(await registerServicePages('http://127.0.0.1:8787', 'chrome')).toBe('registered');
    expect(register).toHaveBeenCalledWith([
      expect.objectContaining({
        id: SERVICE_SCRIPT_ID,
        matches: ['http://127.0.0.1:8787/jobs/*'],
        js: ['content-scripts/content.js'],
      }),
    ]);
  });

  it('gives Firefox the relative path of the script its manifest names by absolute URL', async () => {
    const { register } = setup('firefox');
    await registerServicePages('http://127.0.0.1:8787', 'firefox');
    expect(register).toHaveBeenCalledWith([
      expect.objectContaining({ matches: ['http://127.0.0.1/jobs/*'], js: ['content-scripts/content.js'] }),
    ]);
  });

  it('updates an existing registration when the origin changes', async () => {
    const { registered, register, update } = setup('chrome');
    registered.mockResolvedValue([{ id: SERVICE_SCRIPT_ID }] as never);
    await registerServicePages('https://jobs.example.org', 'chrome');
    expect(register).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith([
      expect.objectContaining({ matches: ['https://jobs.example.org:443/jobs/*'] }),
    ]);
  });

  it('drops the registration when the host permission is gone, and registers nothing without it', async () => {
    const { registered, register, unregister, permissions } = setup('chrome', false);
    expect(await registerServicePages('https://jobs.example.org', 'chrome')).toBe('unregistered');
    expect(permissions).toHaveBeenCalledWith({ origins: ['https://jobs.example.org/*'] });
    expect(unregister).not.toHaveBeenCalled();
    registered.mockResolvedValue([{ id: SERVICE_SCRIPT_ID }] as never);
    await registerServicePages('https://jobs.example.org', 'chrome');
    expect(unregister).toHaveBeenCalledWith({ ids: [SERVICE_SCRIPT_ID] });
    expect(register).not.toHaveBeenCalled();
  });

  it('spells the default port out for Chrome, so a pattern never widens to every port', () => {
    expect(serviceScriptPattern('http://jobs.example.org', 'chrome')).toBe('http://jobs.example.org:80/jobs/*');
    expect(serviceScriptPattern('https://[::1]:9000', 'chrome')).toBe('https://[::1]:9000/jobs/*');
    expect(serviceScriptPattern('https://jobs.example.org:9000', 'firefox')).toBe('https://jobs.example.org/jobs/*');
    expect(servicePagePattern('http://127.0.0.1:41234')).toBe('http://127.0.0.1/jobs/*');
  });

  it('turns absolute extension URLs into package paths and leaves relative ones alone', () => {
    expect(
      packagedScripts([
        'moz-extension://abc/content-scripts/content.js',
        'chrome-extension://inhfehfnfbbpfnnaibimkhgfggjbbkka/a/b.js',
        '/c.js',
        'd.js',
      ]),
    ).toEqual(['content-scripts/content.js', 'a/b.js', 'c.js', 'd.js']);
  });
});
