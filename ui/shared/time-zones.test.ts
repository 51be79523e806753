import { describe, expect, it } from 'vitest';
import { resolveZone } from './time-zones';

describe('resolveZone', () => {
  it('matches the list without regard to case, and refuses what the runtime does not know', () => {
    expect(resolveZone('asia/tokyo', ['Asia/Tokyo'])).toBe('Asia/Tokyo');
    expect(resolveZone('UTC', [])).toBe('UTC');
    expect(resolveZone('Mars/Base', ['Asia/Tokyo'])).toBeNull();
    expect(resolveZone('', ['Asia/Tokyo'])).toBeNull();
  });

  it('takes a city for the zone named after it, ignoring case, accents and underscores', () => {
    expect(resolveZone('London')).toBe('Europe/London');
    expect(resolveZone('new york')).toBe('America/New_York');
    expect(resolveZone('São Paulo', ['America/Sao_Paulo'])).toBe('America/Sao_Paulo');
    expect(resolveZone('Springfield')).toBeNull();
  });
});
