/**
 * An iCalendar file (RFC 5545) of timed events: CRLF line ends (§3.1), content lines folded at 75 octets without
 * cutting a UTF-8 character (§3.1), TEXT escaped (§3.3.11: backslash, semicolon, comma, line breaks), times in
 * UTC (§3.3.5 form #2, so no VTIMEZONE is needed), a DTSTAMP and a UID in every VEVENT (§3.6.1).
 */

export interface CalendarEvent {
  /** Stable across downloads, so a calendar that imports the file again updates the event instead of doubling it. */
  uid: string;
  start: Date;
  /** Absent: a point in time (DTSTART alone, §3.6.1). */
  end?: Date;
  summary: string;
  description?: string;
  url?: string;
}

const OCTETS_PER_LINE = 75;
const encoder = new TextEncoder();

/** §3.3.11: backslash first, then the separators and line breaks. */
export const escapeText = (value: string): string =>
  value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** §3.3.5 form #2: 19980119T070000Z. */
export const utcStamp = (time: Date): string =>
  time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** §3.1: a line longer than 75 octets goes on in lines that start with one space; characters are never split. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    const limit = parts.length === 0 ? OCTETS_PER_LINE : OCTETS_PER_LINE - 1;
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcStamp(event.start)}`,
  ];
  if (event.end) lines.push(`DTEND:${utcStamp(event.end)}`);
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // URI values are not TEXT (§3.3.13): not escaped; a link never holds a line break.
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

export function toIcs(events: readonly CalendarEvent[], now = new Date()): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//jobstar//applications//EN',
    'CALSCALE:GREGORIAN',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
