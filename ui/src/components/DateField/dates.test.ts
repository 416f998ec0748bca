// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isoDateOf, limitProblem, parseIsoDate, rangeProblem, todayIso } from './dates';

describe('calendar dates (YYYY-MM-DD in the URL and the API)', () => {
  it('reads a date as a local calendar day and writes it back', () => {
    const date = parseIsoDate('2026-01-31');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 0, 31]);
    expect(date && isoDateOf(date)).toBe('2026-01-31');
  });

  it('refuses text that is not a calendar date', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('01-31-2026')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it('takes today from the local calendar', () => {
    expect(todayIso(new Date(2026, 10, 3, 23, 59))).toBe('2026-11-03');
  });
});

describe('limitProblem', () => {
  const today = '2026-11-23';
  it('refuses future dates where the field says so (listings, spec 5)', () => {
    expect(limitProblem('2026-11-24', { disableFuture: true }, today)).toBe('future');
    expect(limitProblem(today, { disableFuture: true }, today)).toBeNull();
    expect(limitProblem('2030-01-01', {}, today)).toBeNull();
  });

  it('refuses past dates and dates outside a minimum and maximum (notification form, spec 5)', () => {
    expect(limitProblem('2026-11-22', { disablePast: true }, today)).toBe('past');
    expect(limitProblem('2026-12-01', { minDate: '2026-12-02' }, today)).toBe('tooEarly');
    expect(limitProblem('2026-12-03', { maxDate: '2026-12-02' }, today)).toBe('tooLate');
  });
});

describe('rangeProblem', () => {
  it('warns of an end before the start, and a start after the end', () => {
    expect(rangeProblem('end', '2026-11-01', { start: '2026-11-10', end: '' })).toBe('endBeforeStart');
    expect(rangeProblem('start', '2026-11-20', { start: '', end: '2026-11-10' })).toBe('startAfterEnd');
    expect(rangeProblem('start', '2026-11-10', { start: '', end: '2026-11-10' })).toBeNull();
  });
});
