// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { clockShift, shiftDates } from './clock';

const at = (iso: string) => Date.parse(iso);
const generated = at('2026-01-15T15:30:00Z');

describe('the fixture world moved to the browser clock', () => {
  it('moves earlier days by whole days, keeping their time of day', () => {
    const { instant } = clockShift(generated, at('2026-11-23T03:00:00Z'));
    expect(new Date(instant(at('2026-01-10T08:15:00Z'))).toISOString()).toBe('2026-11-18T08:15:00.000Z');
  });

  it('squeezes the generation day onto today up to now: today keeps its records, none in the future', () => {
    const now = at('2026-11-23T03:00:00Z');
    const { instant } = clockShift(generated, now);
    expect(instant(at('2026-01-15T00:00:00Z'))).toBe(at('2026-11-23T00:00:00Z'));
    expect(instant(at('2026-01-15T15:30:00Z'))).toBe(now);
    const noon = instant(at('2026-01-15T12:00:00Z'));
    expect(noon).toBeGreaterThan(at('2026-11-23T00:00:00Z'));
    expect(noon).toBeLessThan(now);
  });

  it('keeps instants after the generation their distance from now', () => {
    const now = at('2026-11-23T03:00:00Z');
    const { instant } = clockShift(generated, now);
    expect(instant(generated + 3_600_000)).toBe(now + 3_600_000);
  });

  it('keeps every order between two dates (the mapping is monotonic)', () => {
    const { instant } = clockShift(generated, at('2026-11-23T00:05:00Z'));
    const samples = Array.from({ length: 500 }, (_, i) => generated - 40 * 86_400_000 + i * 2 * 3_600_000);
    const moved = samples.map(instant);
    for (let i = 1; i < moved.length; i++) expect(moved[i]).toBeGreaterThanOrEqual(moved[i - 1] ?? 0);
  });

  it('rewrites instants and calendar days in place, in their own format, and nothing else', () => {
    const record = {
      Created: '2026-01-14T10:00:00Z',
      Precise: '2026-01-14T10:00:00.250Z',
      Day: '2026-01-13',
      Name: '2026-01-13 is a name here',
      Count: 3,
      Nested: [{ At: '2026-01-15T00:00:00Z' }],
    };
    const moved = shiftDates(record, at('2026-01-20T15:30:00Z'), generated);
    expect(moved).toEqual({
      Created: '2026-01-19T10:00:00Z',
      Precise: '2026-01-19T10:00:00.000Z',
      Day: '2026-01-18',
      Name: '2026-01-13 is a name here',
      Count: 3,
      Nested: [{ At: '2026-01-20T00:00:00Z' }],
    });
    expect(record.Created).toBe('2026-01-14T10:00:00Z');
  });
});
