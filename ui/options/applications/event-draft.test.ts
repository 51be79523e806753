import { describe, expect, it } from 'vitest';
import { readEvent } from './event-draft';

const ID = '11111111-1111-4111-8111-111111111111';
const draft = {
  kind: 'interview' as const,
  day: '2026-07-01',
  time: '10:30',
  zone: 'Asia/Jerusalem',
  minutes: '',
  note: '',
};

describe('the event form', () => {
  it('reads a day and time in a named zone as one instant, daylight saving included', () => {
    expect(readEvent(draft, ID)).toEqual({
      ok: true,
      event: { id: ID, kind: 'interview', at: '2026-07-01T07:30:00.000Z', zone: 'Asia/Jerusalem' },
    });
    const winter = readEvent({ ...draft, day: '2026-12-01', minutes: '45', note: ' bring CV ' }, ID);
    expect(winter).toMatchObject({
      ok: true,
      event: { at: '2026-12-01T08:30:00.000Z', minutes: 45, note: 'bring CV' },
    });
  });

  it('names each field that cannot be read', () => {
    expect(readEvent({ ...draft, day: '', time: '25:00', zone: 'Mars/Base', minutes: '0' }, ID)).toEqual({
      ok: false,
      errors: { day: 'badDate', time: 'badTime', zone: 'badZone', minutes: 'badMinutes' },
    });
  });
});
