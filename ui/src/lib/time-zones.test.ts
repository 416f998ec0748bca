// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  isOffsetText,
  offsetMinutes,
  offsetTextOf,
  searchTimeZones,
  timeZoneChoices,
  timeZoneLabel,
} from './time-zones';

const entries = timeZoneChoices.map((choice) => ({ ...choice, label: timeZoneLabel(choice, 'en') }));

describe('time-zone choices', () => {
  it('run from UTC-12:00 to UTC+14:00 with at least twelve entries', () => {
    expect(timeZoneChoices.length).toBeGreaterThanOrEqual(12);
    expect(timeZoneChoices[0]?.offset).toBe('-12:00');
    expect(timeZoneChoices.at(-1)?.offset).toBe('+14:00');
  });

  it('take their offset text from characters 3 to 9 of the entry', () => {
    for (const entry of entries) expect(offsetTextOf(entry.label), entry.label).toBe(entry.offset);
    expect(offsetTextOf('UTC+05:30 India Standard Time (Kolkata)')).toBe('+05:30');
  });

  it('name the zone in the chosen language', () => {
    const newYork = timeZoneChoices.find((choice) => choice.zone === 'America/New_York');
    expect(newYork && timeZoneLabel(newYork, 'en')).toBe('UTC-05:00 Eastern Time (New York)');
    expect(newYork && timeZoneLabel(newYork, 'zh')).toMatch(/^UTC-05:00 北美东部时间/);
  });
});

describe('searchTimeZones', () => {
  it('trims and lower-cases the search, then matches a substring', () => {
    expect(searchTimeZones(entries, '  TOKYO ').map((entry) => entry.zone)).toEqual(['Asia/Tokyo']);
    expect(searchTimeZones(entries, 'utc+05:').map((entry) => entry.zone)).toEqual([
      'Asia/Karachi',
      'Asia/Kolkata',
      'Asia/Kathmandu',
    ]);
  });

  it('lists everything for an empty search and nothing for a miss', () => {
    expect(searchTimeZones(entries, '   ')).toHaveLength(entries.length);
    expect(searchTimeZones(entries, 'atlantis')).toEqual([]);
  });
});

describe('offsets', () => {
  it('reads an offset text as minutes', () => {
    expect(offsetMinutes('-03:30')).toBe(-210);
    expect(offsetMinutes('+05:45')).toBe(345);
    expect(isOffsetText('+14:00')).toBe(true);
    expect(isOffsetText('14:00')).toBe(false);
  });
});
