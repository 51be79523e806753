/**
 * CSV as README "Export and import" documents it: comma-separated (RFC 4180), UTF-8, CRLF between records;
 * a cell is quoted with `"` when it holds a comma, a quote or a line break, its quotes doubled.
 *
 * No cell can become a formula, whichever separator the spreadsheet splits on: a spreadsheet set for `;` (the
 * default in much of Europe), tabs or line breaks cuts `Analyst;=cmd|…` into a cell that starts `=`. So wherever
 * a formula character (= + - @) follows the cell's start or any separator (comma, semicolon, tab, CR, LF), with
 * only spaces or quotes between, an apostrophe is put before it; a cell that starts with a tab or CR gets one in
 * front too. The apostrophe is what spreadsheets read as "this is text", and it is the one change made to a value.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][\s"]*)([=+\-@])/g;
const FORMULA_AT_START = /^([\s"]*)([=+\-@])/;
const TAB_OR_CR_AT_START = /^[\t\r]/;

export function csvCell(value: string | undefined | null): string {
  let text = (value ?? '').replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  text = TAB_OR_CR_AT_START.test(text) ? `'${text}` : text.replace(FORMULA_AT_START, "$1'$2");
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: readonly (readonly (string | undefined | null)[])[]): string =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
