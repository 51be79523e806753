/**
 * How every page writes a date, a time and an amount of money (issue 33): one date style and one currency style
 * per language, from `Intl`, so a date reads the same in the board, the alerts and the digest preview, and a
 * salary the same whether the service's listing or the page stated it. Plain `Intl`, not luxon: the popup's first
 * load uses it and must stay small (issue 18).
 */

type When = Date | string | number;

/** The one date style: the day, the month in words, the year ("November 26, 2026"; "26 בנובמבר 2026"). */
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, options);
    formats.set(key, format);
  }
  return format;
}

const dateOf = (at: When): Date | undefined => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** A calendar day (YYYY-MM-DD) is that day wherever the reader is: it is written as a UTC day. */
const isDay = (at: When) => typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at);

export interface DateOptions {
  /** The zone to write the time in; the reader's by default. */
  timeZone?: string;
  /** Add the weekday, where the day of the week matters (a schedule). */
  weekday?: boolean;
}

function write(at: When, lang: string, options: Intl.DateTimeFormatOptions, extra: DateOptions): string {
  const date = dateOf(at);
  if (!date) return String(at);
  const timeZone = isDay(at) ? 'UTC' : extra.timeZone;
  return dateFormat(lang, { ...options, ...(extra.weekday ? { weekday: 'long' } : {}), timeZone }).format(date);
}

/** "November 26, 2026". */
export const formatDay = (at: When, lang: string, options: DateOptions = {}): string => write(at, lang, DAY, options);

/** "November 26, 2026 at 3:05 PM". */
export const formatDayTime = (at: When, lang: string, options: DateOptions = {}): string =>
  write(at, lang, { ...DAY, ...TIME }, options);

/** "3:05 PM"; with `weekday`, "Tuesday 3:05 PM". */
export const formatTime = (at: When, lang: string, options: DateOptions = {}): string => write(at, lang, TIME, options);

/** The one currency style: the locale's symbol and grouping, whole units ("₪27,000", "$120,000"). */
function moneyFormat(lang: string, currency: string): Intl.NumberFormat | undefined {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 });
  } catch {
    return undefined;
  }
}

export function formatMoney(amount: number, currency: string, lang: string): string {
  return moneyFormat(lang, currency)?.format(amount) ?? `${amount} ${currency}`;
}

/** "₪35,000–45,000": the locale's own range, the currency said once where the locale says it once. */
export function formatMoneyRange(low: number, high: number, currency: string, lang: string): string {
  if (low === high) return formatMoney(low, currency, lang);
  const format = moneyFormat(lang, currency);
  if (!format) return `${low}–${high} ${currency}`;
  return typeof format.formatRange === 'function'
    ? format.formatRange(low, high)
    : `${format.format(low)}–${format.format(high)}`;
}

const PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
type Period = (typeof PERIODS)[number];

/** " / month" in the page's language, from the unit names Intl already knows; "" for a period it does not. */
export function perPeriod(period: unknown, lang: string): string {
  const unit = PERIODS.find((known) => known === (typeof period === 'string' ? period.toLowerCase() : undefined));
  if (!unit) return '';
  const name = new Intl.DisplayNames(lang, { type: 'dateTimeField' }).of(unit as Period);
  return name ? ` / ${name}` : '';
}

/** A stated range as the page readers write it from structured data: "ILS 35,000–45,000 per month". */
const STATED = /^([A-Z]{3}) ([\d,]+(?:\.\d+)?)(?:–([\d,]+(?:\.\d+)?))?(?: per (\w+))?$/;
const number = (text: string | undefined) => (text === undefined ? undefined : Number(text.replace(/,/g, '')));

/**
 * A salary as a page stated it, in the currency style above when it is a plain figure or range with its
 * currency code; any other wording is shown as the page wrote it.
 */
export function restyleSalary(text: string, lang: string): string {
  const match = STATED.exec(text.trim());
  if (!match) return text;
  const [, currency, lowText, highText, period] = match;
  const low = number(lowText)!;
  const high = number(highText) ?? low;
  if (!Number.isFinite(low) || !Number.isFinite(high) || !moneyFormat(lang, currency!)) return text;
  return `${formatMoneyRange(low, high, currency!, lang)}${period ? perPeriod(period, lang) : ''}`;
}
