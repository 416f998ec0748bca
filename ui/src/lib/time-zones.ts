/**
 * Time zones (spec 2, 3, 9): the header's picker lists each zone as
 * "UTC±hh:mm Name (City)", so that characters 3 to 9 of an entry are its
 * offset text, exactly as the spec derives it. Names come from the browser's
 * own localisation (Intl), so the list reads in the chosen language.
 */

import { memoByKey } from './memo';

export interface TimeZoneChoice {
  /** The IANA zone the dates are converted into. */
  zone: string;
  /** The standard offset, as `±hh:mm`. */
  offset: string;
}

/** From UTC-12:00 to UTC+14:00 (spec 9), with the regional zones staff ask for. */
export const timeZoneChoices: readonly TimeZoneChoice[] = [
  { zone: 'Etc/GMT+12', offset: '-12:00' },
  { zone: 'Pacific/Pago_Pago', offset: '-11:00' },
  { zone: 'Pacific/Honolulu', offset: '-10:00' },
  { zone: 'America/Anchorage', offset: '-09:00' },
  { zone: 'America/Los_Angeles', offset: '-08:00' },
  { zone: 'America/Denver', offset: '-07:00' },
  { zone: 'America/Phoenix', offset: '-07:00' },
  { zone: 'America/Chicago', offset: '-06:00' },
  { zone: 'America/Mexico_City', offset: '-06:00' },
  { zone: 'America/New_York', offset: '-05:00' },
  { zone: 'America/Bogota', offset: '-05:00' },
  { zone: 'America/Halifax', offset: '-04:00' },
  { zone: 'America/Caracas', offset: '-04:00' },
  { zone: 'America/St_Johns', offset: '-03:30' },
  { zone: 'America/Sao_Paulo', offset: '-03:00' },
  { zone: 'America/Argentina/Buenos_Aires', offset: '-03:00' },
  { zone: 'Atlantic/South_Georgia', offset: '-02:00' },
  { zone: 'Atlantic/Azores', offset: '-01:00' },
  { zone: 'UTC', offset: '+00:00' },
  { zone: 'Europe/London', offset: '+00:00' },
  { zone: 'Europe/Paris', offset: '+01:00' },
  { zone: 'Europe/Rome', offset: '+01:00' },
  { zone: 'Africa/Lagos', offset: '+01:00' },
  { zone: 'Europe/Athens', offset: '+02:00' },
  { zone: 'Africa/Cairo', offset: '+02:00' },
  { zone: 'Europe/Moscow', offset: '+03:00' },
  { zone: 'Asia/Riyadh', offset: '+03:00' },
  { zone: 'Asia/Tehran', offset: '+03:30' },
  { zone: 'Asia/Dubai', offset: '+04:00' },
  { zone: 'Asia/Kabul', offset: '+04:30' },
  { zone: 'Asia/Karachi', offset: '+05:00' },
  { zone: 'Asia/Kolkata', offset: '+05:30' },
  { zone: 'Asia/Kathmandu', offset: '+05:45' },
  { zone: 'Asia/Dhaka', offset: '+06:00' },
  { zone: 'Asia/Yangon', offset: '+06:30' },
  { zone: 'Asia/Bangkok', offset: '+07:00' },
  { zone: 'Asia/Shanghai', offset: '+08:00' },
  { zone: 'Asia/Singapore', offset: '+08:00' },
  { zone: 'Asia/Tokyo', offset: '+09:00' },
  { zone: 'Australia/Adelaide', offset: '+09:30' },
  { zone: 'Australia/Sydney', offset: '+10:00' },
  { zone: 'Pacific/Noumea', offset: '+11:00' },
  { zone: 'Pacific/Auckland', offset: '+12:00' },
  { zone: 'Pacific/Tongatapu', offset: '+13:00' },
  { zone: 'Pacific/Kiritimati', offset: '+14:00' },
];

/** The zone's generic name in a language, such as "Eastern Time" or "北美东部时间". */
function zoneName(zone: string, language: string): string {
  try {
    const part = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(0))
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? zone;
  } catch {
    return zone;
  }
}

/** A zone's city, from its IANA id: several zones share one generic name. */
const cityOf = (zone: string) =>
  zone.includes('/') && !zone.startsWith('Etc/') ? (zone.split('/').pop() ?? '').replace(/_/g, ' ') : '';

/** The picker's entry text: `UTC±hh:mm Name (City)`. */
export function timeZoneLabel(choice: TimeZoneChoice, language: string): string {
  const city = cityOf(choice.zone);
  return `UTC${choice.offset} ${zoneName(choice.zone, language)}${city ? ` (${city})` : ''}`;
}

/** The offset text of an entry: its characters 3 to 9 (spec 2), `±hh:mm`. */
export function offsetTextOf(label: string): string {
  return label.substring(3, 9);
}

/**
 * The entries matching a search (spec 2): the search text is trimmed and
 * lower-cased, then matched as a substring of each lower-cased entry.
 */
export function searchTimeZones<T extends { label: string }>(entries: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter((entry) => entry.label.toLowerCase().includes(needle));
}

/** Whether an offset text is well formed (`±hh:mm`), so a stored one can be trusted. */
export function isOffsetText(value: unknown): value is string {
  return typeof value === 'string' && /^[+-]\d{2}:\d{2}$/.test(value);
}

/** `±hh:mm` as minutes east of UTC. */
export function offsetMinutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours, minutes] = offset.slice(1).split(':').map(Number);
  return sign * ((hours ?? 0) * 60 + (minutes ?? 0));
}

// Asked for by every date cell on every render: each name is tried once.
const knownZone = memoByKey((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
});

/** Whether the browser knows an IANA zone name. */
export function isKnownZone(zone: unknown): zone is string {
  return typeof zone === 'string' && zone !== '' && knownZone(zone);
}
