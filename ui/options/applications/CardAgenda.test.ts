import { describe, expect, it } from 'vitest';
import type { ApplicationEvent } from '../../../model/application';
import { cardEventWhen } from './CardAgenda';
import { eventWhen } from './event-draft';

const event = (at: string, zone: string): ApplicationEvent =>
  ({ id: 'e1', kind: 'interview', at, zone }) as ApplicationEvent;

describe('cardEventWhen', () => {
  it('words an event as luxon does, in its own zone, in either language', () => {
    const cases = [
      event('2026-03-12T07:30:00.000Z', 'Asia/Jerusalem'),
      event('2026-03-29T23:15:00.000Z', 'America/New_York'),
      event('2026-11-01T12:00:00.000Z', 'UTC'),
      event('2026-11-01T12:00:00.000Z', 'Etc/UTC'),
      event('2026-11-01T12:00:00.000Z', 'UTC+3'),
      event('2026-07-04T18:45:00.000Z', 'Australia/Adelaide'),
    ];
    for (const lang of ['en', 'he'])
      for (const one of cases) expect(cardEventWhen(one, lang)).toBe(eventWhen(one, lang));
  });

  it('reads a zone Intl does not know as luxon reads it, not as an error', () => {
    const odd = event('2026-03-12T07:30:00.000Z', 'Not/AZone');
    expect(cardEventWhen(odd, 'en')).toBe(eventWhen(odd, 'en'));
  });
});
