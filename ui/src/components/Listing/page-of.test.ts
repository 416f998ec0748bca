// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { ALL } from '@/components/DataTable';

import { csvDate } from './cells';
import { pageOf } from './Listing';

describe('pageOf (a listing the server answers whole, paged in the browser)', () => {
  const rows = Array.from({ length: 60 }, (_, index) => index);

  it('shows the asked page', () => {
    expect(pageOf(rows, 1, 25)).toEqual(rows.slice(0, 25));
    expect(pageOf(rows, 3, 25)).toEqual(rows.slice(50, 60));
  });

  it('shows the last page for a page past the end, and every row for All', () => {
    expect(pageOf(rows, 9, 25)).toEqual(rows.slice(50, 60));
    expect(pageOf(rows, 2, ALL)).toBe(rows);
    expect(pageOf([], 2, 25)).toEqual([]);
    expect(pageOf(undefined, 1, 25)).toBeUndefined();
  });
});

describe('csvDate', () => {
  it('writes instants in UTC to the second and days as YYYY-MM-DD', () => {
    expect(csvDate('2026-11-23T14:05:00.123+02:00', 'dateTime')).toBe('2026-11-23T12:05:00Z');
    expect(csvDate('2026-11-23T14:05:00Z', 'dateTime')).toBe('2026-11-23T14:05:00Z');
    expect(csvDate('2026-11-23T00:00:00Z', 'date')).toBe('2026-11-23');
    expect(csvDate('2026-11-23', 'date')).toBe('2026-11-23');
    expect(csvDate('not a date', 'dateTime')).toBe('not a date');
  });
});
