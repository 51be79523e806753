import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerServicePages, SERVICE_SCRIPT_ID, servicePagePattern, serviceScriptPattern } from './service-pages';

/** The bundle of entrypoints/service-pages.content.ts, as a path inside the package (Firefox refuses URLs). */
const SERVICE_JS = ['content-scripts/service-pages.js'];

function setup(granted = true) {
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
    const { register } = setup();
    expect(await registerServicePages('http://127.0.0.1:8787', 'chrome')).toBe('registered');
    expect(register).toHaveBeenCalledWith([
      expect.objectContaining({
        id: SERVICE_SCRIPT_ID,
        matches: ['http://127.0.0.1:8787/jobs/*'],
        js: SERVICE_JS,
      }),
    ]);
  });

  it('gives Firefox the same package path, with a pattern for every port', async () => {
    const { register } = setup();
    await registerServicePages('http://127.0.0.1:8787', 'firefox');
    expect(register).toHaveBeenCalledWith([
      expect.objectContaining({ matches: ['http://127.0.0.1/jobs/*'], js: SERVICE_JS }),
    ]);
  });

  it('updates an existing registration (the origin changed, or an older version registered another file)', async () => {
    const { registered, register, update } = setup();
    registered.mockResolvedValue([{ id: SERVICE_SCRIPT_ID }] as never);
    await registerServicePages('https://jobs.example.org', 'chrome');
    expect(register).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith([
      expect.objectContaining({ matches: ['https://jobs.example.org:443/jobs/*'], js: SERVICE_JS }),
    ]);
  });

  it('drops the registration when the host permission is gone, and registers nothing without it', async () => {
    const { registered, register, unregister, permissions } = setup(false);
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
});
