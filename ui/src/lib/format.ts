import { directionOf } from '@/i18n/languages';

import { memoByKey } from './memo';
import { isKnownZone, isOffsetText, offsetMinutes } from './time-zones';

const pad = (value: number) => String(value).padStart(2, '0');

/** The zone dates are shown in: a named zone, or else a bare offset (spec 9). */
export interface DisplayZone {
  zone?: string | null;
  offset?: string | null;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// One formatter per zone or locale (a page turn spent most of its time building them).
const zoneFormat = memoByKey(
  (zone) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }),
);
// Numbers always group thousands: by default Spanish and Italian leave four-digit
// numbers bare (1979,35 beside 12.345,00), so one column read two ways (issue 30).
const numberFormat = memoByKey(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 6, useGrouping: 'always' }),
);
const usdFormat = memoByKey(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', useGrouping: 'always' }),
);
const wholeUsdFormat = memoByKey(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      useGrouping: 'always',
      maximumFractionDigits: 0,
    }),
);
const signedUsdFormat = memoByKey(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      useGrouping: 'always',
      signDisplay: 'exceptZero',
    }),
);
const signedPercentFormat = memoByKey(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    }),
);
const listFormat = memoByKey((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));

/**
 * The morning and afternoon markers of a language (AM/PM, 上午/下午, ص/م), as
 * its 12-hour clock writes them, so the spec 9 pattern keeps its order in
 * every language but speaks the reader's words.
 */
const dayPeriods = memoByKey((locale) => {
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true, timeZone: 'UTC' });
  const marker = (hour: number, fallback: string) =>
    clock.formatToParts(new Date(Date.UTC(2020, 0, 1, hour))).find((part) => part.type === 'dayPeriod')?.value ??
    fallback;
  return { am: marker(9, 'AM'), pm: marker(15, 'PM') };
});

/** Direction marks some locales put inside numbers (Arabic money); an isolate does their work. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;
const withoutMarks = (text: string) => text.replace(DIRECTION_MARKS, '');

function partsIn(date: Date, where: DisplayZone | undefined): Parts {
  if (where?.zone && isKnownZone(where.zone)) {
    const parts = zoneFormat(where.zone).formatToParts(date);
    const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
  }
  if (where?.offset && isOffsetText(where.offset)) {
    // A bare offset shifts the instant, then reads it as UTC (spec 9: "shifted by a stored hour offset").
    const shifted = new Date(date.getTime() + offsetMinutes(where.offset) * 60_000);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
    };
  }
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

/**
 * The console's date-time format, MM/DD/YYYY hh:mm A (spec 9), in the chosen
 * zone (a named zone or an offset); the browser's zone until one is chosen.
 * The A is the reader's language's own marker (上午/下午 in Chinese, ص/م in
 * Arabic); the pattern and its order stay (deviation I2).
 */
export function formatDateTime(iso: string | null | undefined, where?: DisplayZone, locale = 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute } = partsIn(date, where);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const { am, pm } = dayPeriods(locale);
  return `${pad(month)}/${pad(day)}/${year} ${pad(hour12)}:${pad(minute)} ${hour < 12 ? am : pm}`;
}

/**
 * A calendar day as MM/DD/YYYY (spec 9's date part, with no "12:00 AM"). The
 * day is the one the value names (`2026-11-23` or `2026-11-23T00:00:00Z`), not
 * shifted into a zone: a report day is the same day for every reader.
 * Anything that is not such a day is shown as it is.
 */
export function formatDay(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : (value ?? '');
}

export const PICKER_DATE_FORMAT = 'MM-dd-yyyy';

/** A calendar date as date pickers show it, MM-dd-yyyy. */
export function formatPickerDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${date.getFullYear()}`;
}

/** A count or quantity with the reader's thousands separators (1,234.5 in English, 1.234,5 in Spanish), always grouped. */
export function formatNumber(value: number, locale: string): string {
  return withoutMarks(numberFormat(locale).format(value));
}

/**
 * US dollars, in the reader's locale conventions, thousands always grouped
 * (deviation I3). Without direction marks: shown inside a left-to-right
 * isolate (`<Ltr>`, `isolateLtr`), which keeps it whole in Arabic.
 */
export function formatUsd(
  amount: number,
  locale: string,
  { cents = true, signed = false }: { cents?: boolean; signed?: boolean } = {},
): string {
  const format = signed ? signedUsdFormat : cents ? usdFormat : wholeUsdFormat;
  return withoutMarks(format(locale).format(amount));
}

/** A change as a signed percentage with two decimals (+1.25 %). */
export function formatSignedPercent(ratio: number, locale: string): string {
  return withoutMarks(signedPercentFormat(locale).format(ratio));
}

/** Values joined as the language lists them ("A, B, and C"; "甲、乙和丙"). */
export function formatList(items: readonly string[], locale: string): string {
  return listFormat(locale).format(items);
}

/**
 * A number, amount, date or code inside a sentence that is plain text (an
 * accessible name, a chart label, a translated template), where no `<bdi>`
 * can go: in a right-to-left language a left-to-right isolate keeps it whole
 * ("$-2,637.63 US" otherwise). Left-to-right languages get it as it is.
 */
export function isolateLtr(text: string, locale: string): string {
  return directionOf(locale) === 'rtl' ? `\u2066${withoutMarks(text)}\u2069` : text;
}

/**
 * A trading account as staff quote it: its account number, `5RB` and the id
 * in eight digits (the world's numbering, `mock-server/src/fixtures/trading_accounts.rs`).
 * Rows that carry only the account's id show this, so every screen shows one
 * format; a unit test holds every fixture account to it.
 */
export function formatAccountNumber(tradingAccountId: number): string {
  return `5RB${String(tradingAccountId).padStart(8, '0')}`;
}
