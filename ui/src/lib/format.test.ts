import tradingAccounts from '@fixtures/tradingAccounts.json';
import { describe, expect, it } from 'vitest';

import {
  formatAccountNumber,
  formatDateTime,
  formatDay,
  formatNumber,
  formatPickerDate,
  formatUsd,
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
});

describe('formatNumber', () => {
  it("groups thousands the reader's way", () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'es')).toBe('1.234.567,5');
    expect(formatNumber(12, 'en')).toBe('12');
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
