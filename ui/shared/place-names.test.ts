import { describe, expect, it } from 'vitest';
import { parseCountry } from './country-names';
import { matchPlace } from './place-names';

const cities = ['Tel Aviv-Yafo', 'Haifa', 'Be’er Sheva', 'São Paulo', 'New York', 'New Delhi'];

describe('matchPlace', () => {
  it('takes the facet’s spelling regardless of case, accents and punctuation', () => {
    expect(matchPlace('tel aviv yafo', cities)).toBe('Tel Aviv-Yafo');
    expect(matchPlace('HAIFA', cities)).toBe('Haifa');
    expect(matchPlace('beer sheva', cities)).toBe('Be’er Sheva');
    expect(matchPlace('sao paulo', cities)).toBe('São Paulo');
  });

  it('accepts the first words of one name only, and nothing unknown', () => {
    expect(matchPlace('tel aviv', cities)).toBe('Tel Aviv-Yafo');
    expect(matchPlace('new', cities)).toBeUndefined();
    expect(matchPlace('Springfield', cities)).toBeUndefined();
    expect(matchPlace('Hai', cities)).toBeUndefined();
  });
});

describe('parseCountry', () => {
  it('takes the names people use: England is the United Kingdom, USA the United States', () => {
    expect(parseCountry('England')).toBe('GB');
    expect(parseCountry('usa')).toBe('US');
    expect(parseCountry('israel')).toBe('IL');
    expect(parseCountry('Neverland')).toBe('NEVERLAND');
  });
});
