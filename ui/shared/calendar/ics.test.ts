/**
 * The .ics read back by a small parser written here from RFC 5545 alone (unfold §3.1, split name and value at
 * the first unquoted colon, unescape §3.3.11), plus the line rules checked one by one.
 */
import { describe, expect, it } from 'vitest';
import type { JobApplication } from '../../../storage/queries';
import { calendarEvents } from './application-calendar';
import { fold, toIcs } from './ics';

const octets = (text: string) => new TextEncoder().encode(text).length;

function parse(ics: string): Record<string, string>[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(octets(line)).toBeLessThanOrEqual(75);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of logical) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const raw = line.slice(colon + 1);
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      // Every backslash in TEXT starts an escape: a lone one would be a broken file.
      expect(raw.replace(/\\[\\;,nN]/g, '')).not.toMatch(/\\/);
      if (name !== 'URL') expect(raw.replace(/\\[;,]/g, '')).not.toMatch(/[;,]/);
      current[name] = raw.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));
    }
  }
  expect(logical[0]).toBe('BEGIN:VCALENDAR');
  expect(logical.at(-1)).toBe('END:VCALENDAR');
  expect(logical).toContain('VERSION:2.0');
  expect(logical.some((line) => line.startsWith('PRODID:'))).toBe(true);
  return events;
}

const found = (over: Partial<JobApplication['application']> = {}, jobId = 'manual:a'): JobApplication => ({
  job: {
    jobId,
    starred: 1,
    savedAt: '2026-11-01T00:00:00.000Z',
    synced: 0,
    page: {
      title: 'Backend, Platform; \\ team',
      company: 'אקמה בע״מ',
      url: 'https://acme.example/j?a=1,2',
      site: 'manual',
    },
  },
  application: {
    jobId,
    stage: 'interviewing',
    history: [{ stage: 'saved', at: '2026-11-01T00:00:00.000Z' }],
    movedAt: '2026-11-01T00:00:00.000Z',
    linked: [],
    updatedAt: '2026-11-01T00:00:00.000Z',
    remindAt: '2026-12-05T07:00:00.000Z',
    events: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        kind: 'interview',
        at: '2026-12-01T08:30:00.000Z',
        zone: 'Asia/Jerusalem',
        minutes: 45,
        note: 'Bring the portfolio,\nask for Dana; room 3',
      },
    ],
    ...over,
  },
  due: false,
});

describe('the calendar file', () => {
  it('reads back: one VEVENT per event and per reminder, in UTC, with summary, description and link', () => {
    const ics = toIcs(calendarEvents([found()], 'en'), new Date('2026-11-20T12:00:00.000Z'));
    const events = parse(ics);
    expect(events).toHaveLength(2);
    const [interview, reminder] = events as [Record<string, string>, Record<string, string>];
    expect(interview).toMatchObject({
      UID: 'event-11111111-1111-4111-8111-111111111111@jobstar.invalid',
      DTSTAMP: '20261120T120000Z',
      DTSTART: '20261201T083000Z',
      DTEND: '20261201T091500Z',
      SUMMARY: 'Interview: אקמה בע״מ — Backend, Platform; \\ team',
      URL: 'https://acme.example/j?a=1,2',
    });
    // 08:30 UTC is 10:30 in Jerusalem in December.
    expect(interview.DESCRIPTION).toContain('10:30');
    expect(interview.DESCRIPTION).toContain('Bring the portfolio,\nask for Dana; room 3');
    expect(interview.DESCRIPTION).toContain('Posting: https://acme.example/j?a=1,2');
    expect(reminder).toMatchObject({ DTSTART: '20261205T070000Z', SUMMARY: expect.stringMatching(/^Follow up: /) });
    expect(reminder.DTEND).toBeUndefined();
  });

  it('keeps UIDs across downloads and gives a linked group’s shared dates once', () => {
    const linkedA = found({ linked: ['manual:b'] }, 'manual:a');
    const linkedB = found({ linked: ['manual:a'] }, 'manual:b');
    const first = parse(toIcs(calendarEvents([linkedA, linkedB], 'he'), new Date('2026-11-20T00:00:00Z')));
    const again = parse(toIcs(calendarEvents([linkedB, linkedA], 'he'), new Date('2026-11-21T00:00:00Z')));
    expect(first).toHaveLength(2);
    expect(first.map((event) => event.UID)).toEqual(again.map((event) => event.UID));
    expect(first[1]!.UID).toBe('reminder-manual%3Aa@jobstar.invalid');
  });

  it('folds at 75 octets without splitting a character, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'א'.repeat(100)}`;
    const folded = fold(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((part) => octets(part) <= 75)).toBe(true);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
    expect(fold('SHORT:x')).toBe('SHORT:x');
  });
});
