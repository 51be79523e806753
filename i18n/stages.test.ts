import { describe, expect, it } from 'vitest';
import { STAGES } from '../model/application';
import { isStage, relativeDay, stageName, stageSince } from './stages';

const NOW = new Date(2026, 10, 10, 12);

describe('stage words', () => {
  it('names every stage in English and Hebrew', () => {
    for (const stage of STAGES) {
      expect(stageName(stage, 'en')).toMatch(/^[A-Z]/);
      expect(stageName(stage, 'he')).toMatch(/[\u0590-\u05ff]/);
    }
    expect(isStage('applied')).toBe(true);
    expect(isStage('toString')).toBe(false);
  });

  it('says since when, by calendar days', () => {
    expect(stageSince('applied', new Date(2026, 10, 7, 23).toISOString(), 'en', NOW)).toBe('Applied 3 days ago');
    expect(relativeDay(new Date(2026, 10, 10, 1), 'en', NOW)).toBe('today');
    expect(relativeDay(new Date(2026, 10, 9, 1), 'en', NOW)).toBe('yesterday');
    expect(relativeDay(new Date(2026, 8, 1), 'en', NOW)).toBe('2 months ago');
    expect(stageSince('applied', new Date(2026, 10, 7).toISOString(), 'he', NOW)).toBe('הוגשה מועמדות לפני 3 ימים');
  });
});
