import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { BUILD_CONFIG } from '../../config/build';
import { freshStore } from '../testing/db-fixture';
import { META_KEYS } from './db';
import { loadSettings, saveSettings } from './settings';

describe('settings', () => {
  it('defaults to the build configuration', async () => {
    expect(await loadSettings(freshStore().meta)).toEqual(BUILD_CONFIG);
  });

  it('stores valid settings without a trailing slash and reads them back', async () => {
    const { meta } = freshStore();
    const settings = {
      apiBaseUrl: 'https://jobs.example.com/',
      oidcIssuer: 'https://id.example.com',
      oidcClientId: 'x',
    };
    await saveSettings(meta, settings);
    expect(await loadSettings(meta)).toEqual({ ...settings, apiBaseUrl: 'https://jobs.example.com' });
  });

  it('refuses settings that are not http(s) links', async () => {
    const { meta } = freshStore();
    await expect(
      saveSettings(meta, { apiBaseUrl: 'javascript:alert(1)', oidcIssuer: 'https://id', oidcClientId: 'x' }),
    ).rejects.toBeInstanceOf(ZodError);
  });

  it('falls back to the defaults when the stored value no longer parses', async () => {
    const { meta } = freshStore();
    await meta.meta.put({ key: META_KEYS.settings, value: { apiBaseUrl: 42 } });
    expect(await loadSettings(meta)).toEqual(BUILD_CONFIG);
  });
});
