/**
 * RFC 4180 CSV: every cell quoted when it holds a comma, a quote or a line break, quotes doubled, CRLF
 * between records. A cell a spreadsheet would run as a formula (= + - @, tab, carriage return first) gets
 * a leading apostrophe, so an exported job title cannot execute anything.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | undefined | null): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: readonly (readonly (string | undefined | null)[])[]): string =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
