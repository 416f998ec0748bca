import { describe, expect, it } from 'vitest';

import { formatDateTime, formatUsd } from './format';

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

describe('formatUsd', () => {
  it('formats in the locale', () => {
    expect(formatUsd(1234.5, 'en')).toBe('$1,234.50');
  });
});
