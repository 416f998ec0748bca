import { describe, expect, it } from 'vitest';

import { dateProblem, fromDisplay, searchTerm, toDisplay, todayIso } from './dates';

describe('picker dates (spec 5: MM-dd-yyyy)', () => {
  it('shows API dates as MM-dd-yyyy and reads them back', () => {
    expect(toDisplay('2026-01-31')).toBe('01-31-2026');
    expect(fromDisplay('01-31-2026')).toBe('2026-01-31');
  });

  it('refuses text that is not a calendar date', () => {
    expect(fromDisplay('02-30-2026')).toBeNull();
    expect(fromDisplay('13-01-2026')).toBeNull();
    expect(fromDisplay('2026-01-31')).toBeNull();
    expect(fromDisplay('1-3-2026')).toBeNull();
  });

  it('takes today from the local calendar', () => {
    expect(todayIso(new Date(2026, 10, 3, 23, 59))).toBe('2026-11-03');
  });
});

describe('dateProblem', () => {
  const today = '2026-11-23';
  it('refuses future dates', () => {
    expect(dateProblem('start', '2026-11-24', { start: '', end: '' }, today)).toBe('future');
    expect(dateProblem('end', today, { start: '', end: '' }, today)).toBeNull();
  });

  it('warns of an end before the start, and a start after the end', () => {
    expect(dateProblem('end', '2026-11-01', { start: '2026-11-10', end: '' }, today)).toBe('endBeforeStart');
    expect(dateProblem('start', '2026-11-20', { start: '', end: '2026-11-10' }, today)).toBe('startAfterEnd');
    expect(dateProblem('start', '2026-11-10', { start: '', end: '2026-11-10' }, today)).toBeNull();
  });
});

describe('searchTerm (deviation row 8)', () => {
  it('trims, and keeps text that starts with a slash or an i', () => {
    expect(searchTerm('   ')).toBe('');
    expect(searchTerm(' ibm ')).toBe('ibm');
    expect(searchTerm('/x')).toBe('/x');
  });
});
