import { describe, expect, it, vi } from 'vitest';
import { siteNameOf } from './names';

vi.mock('virtual:site-names', () => ({ default: { lever: 'Lever', drushim: { en: 'Drushim', he: 'דרושים' } } }));

describe('siteNameOf', () => {
  it('says a site’s name in the language asked for', () => {
    expect(siteNameOf('lever', 'he')).toBe('Lever');
    expect(siteNameOf('drushim', 'en')).toBe('Drushim');
    expect(siteNameOf('drushim', 'he')).toBe('דרושים');
  });

  it('knows no name for an id no site file has, nor for what every object has', () => {
    for (const id of ['web', 'constructor', '__proto__', 'toString']) expect(siteNameOf(id, 'en'), id).toBeUndefined();
  });
});
