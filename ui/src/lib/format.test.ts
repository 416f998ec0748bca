// @vitest-environment node
import tradingAccounts from '@fixtures/tradingAccounts.json';
import { describe, expect, it } from 'vitest';

import {
  formatAccountNumber,
  formatDateTime,
  formatDay,
  formatList,
  formatNumber,
  formatPickerDate,
  formatUsd,
  isolateLtr,
  PICKER_DATE_FORMAT,
} from './format';

describe('formatDateTime', () => {
  it('writes MM/DD/YYYY hh:mm A', () => {
    const local = new Date(2026, 0, 5, 15, 7);
    expect(formatDateTime(local.toISOString())).toBe('01/05/2026 03:07 PM');
  });

  it('writes midnight and noon as 12', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 0, 30).toISOString())).toBe('11/22/2026 12:30 AM');
    expect(formatDateTime(new Date(2026, 10, 22, 12, 0).toISOString())).toBe('11/22/2026 12:00 PM');
  });

  it('is empty for missing or invalid input', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it("keeps the pattern but takes the day-period marker from the reader's language", () => {
    const morning = new Date(2026, 0, 5, 9, 7).toISOString();
    const afternoon = new Date(2026, 0, 5, 15, 7).toISOString();
    expect(formatDateTime(afternoon, undefined, 'en')).toBe('01/05/2026 03:07 PM');
    expect(formatDateTime(morning, undefined, 'zh')).toBe('01/05/2026 09:07 上午');
    expect(formatDateTime(afternoon, undefined, 'zh')).toBe('01/05/2026 03:07 下午');
    expect(formatDateTime(afternoon, undefined, 'ar')).toBe('01/05/2026 03:07 م');
    expect(formatDateTime(morning, undefined, 'es')).toMatch(/^01\/05\/2026 09:07 a\.\sm\.$/);
  });
});

describe('formatDateTime in a chosen zone', () => {
  const instant = '2026-01-05T15:07:00Z';

  it('converts into a named zone', () => {
    expect(formatDateTime(instant, { zone: 'America/New_York', offset: '-05:00' })).toBe('01/05/2026 10:07 AM');
    expect(formatDateTime(instant, { zone: 'Asia/Kolkata' })).toBe('01/05/2026 08:37 PM');
  });

  it('follows daylight saving time in a named zone', () => {
    expect(formatDateTime('2026-07-05T15:07:00Z', { zone: 'America/New_York' })).toBe('07/05/2026 11:07 AM');
  });

  it('shifts by a bare offset when no zone is named', () => {
    expect(formatDateTime(instant, { offset: '-12:00' })).toBe('01/05/2026 03:07 AM');
    expect(formatDateTime(instant, { offset: '+14:00' })).toBe('01/06/2026 05:07 AM');
  });
});

describe('formatPickerDate', () => {
  it('writes MM-dd-yyyy', () => {
    expect(PICKER_DATE_FORMAT).toBe('MM-dd-yyyy');
    expect(formatPickerDate(new Date(2026, 1, 3))).toBe('02-03-2026');
  });
});

describe('formatUsd', () => {
  it('formats in the locale', () => {
    expect(formatUsd(1234.5, 'en')).toBe('$1,234.50');
  });

  it('always groups thousands, four-digit amounts too (es and it leave them bare by default)', () => {
    expect(formatUsd(1979.35, 'es')).toMatch(/^1\.979,35\sUS\$$/);
    expect(formatUsd(1979.35, 'it')).toMatch(/^1\.979,35\sUSD$/);
    expect(formatUsd(457015555, 'es')).toMatch(/^457\.015\.555,00\sUS\$$/);
    expect(formatUsd(457015555.4, 'it', { cents: false })).toMatch(/^457\.015\.555\sUSD$/);
  });

  it('carries no direction marks, so an isolate keeps it whole in right-to-left text', () => {
    expect(formatUsd(-2637.63, 'ar')).not.toMatch(/[\u200e\u200f\u061c]/);
    expect(formatUsd(-2637.63, 'ar')).toMatch(/^-2,637\.63\sUS\$$/);
  });
});

describe('isolateLtr', () => {
  it('wraps text in a left-to-right isolate in right-to-left languages only, without its marks', () => {
    expect(isolateLtr('\u200f571.65 US$', 'ar')).toBe('\u2066571.65 US$\u2069');
    expect(isolateLtr('$571.65', 'en')).toBe('$571.65');
  });
});

describe('formatList', () => {
  it("joins values the language's way", () => {
    expect(formatList(['A', 'B', 'C'], 'en')).toBe('A, B, and C');
    expect(formatList(['甲', '乙', '丙'], 'zh')).toBe('甲、乙和丙');
    expect(formatList(['A', 'B'], 'es')).toBe('A y B');
    expect(formatList([], 'en')).toBe('');
  });
});

describe('formatNumber', () => {
  it("groups thousands the reader's way", () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'es')).toBe('1.234.567,5');
    expect(formatNumber(12, 'en')).toBe('12');
    expect(formatNumber(1234, 'es')).toBe('1.234');
    expect(formatNumber(1234, 'it')).toBe('1.234');
  });
});

describe('formatDay', () => {
  it('writes a day as MM/DD/YYYY, never as ISO text or with a time', () => {
    expect(formatDay('2026-11-23')).toBe('11/23/2026');
    expect(formatDay('2026-11-23T00:00:00Z')).toBe('11/23/2026');
    expect(formatDay(null)).toBe('');
  });
});

describe('formatAccountNumber', () => {
  it("shows an account's id as the world numbers its accounts", () => {
    expect(formatAccountNumber(101530)).toBe('5RB00101530');
    for (const account of tradingAccounts) {
      expect(formatAccountNumber(account.TradingAccountId)).toBe(account.AccountNumber);
    }
  });
});
