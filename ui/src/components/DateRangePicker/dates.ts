/** Dates as the API takes them (`YYYY-MM-DD`) and as the pickers show them (`MM-dd-yyyy`, spec 5 and 9). */
export type IsoDate = string;

const DISPLAY = /^(\d{2})-(\d{2})-(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-11-23` as `11-23-2026`; anything else as it is. */
export function toDisplay(iso: IsoDate): string {
  const match = ISO.exec(iso);
  return match ? `${match[2]}-${match[3]}-${match[1]}` : iso;
}

/** `11-23-2026` as `2026-11-23`, or null unless it is a real calendar date. */
export function fromDisplay(text: string): IsoDate | null {
  const match = DISPLAY.exec(text.trim());
  if (!match) return null;
  const [, month, day, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // 02-30-2026 rolls over to March in Date; such input is not a date.
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

/** Today in the browser's calendar, as `YYYY-MM-DD`. */
export function todayIso(now = new Date()): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type DateProblem = 'future' | 'endBeforeStart' | 'startAfterEnd';

/**
 * Why a chosen date cannot be taken (spec 5): a date in the future, an end
 * before the linked start, or a start after the linked end. ISO dates compare
 * as strings.
 */
export function dateProblem(
  which: 'start' | 'end',
  value: IsoDate,
  range: { start: IsoDate; end: IsoDate },
  today: IsoDate,
): DateProblem | null {
  if (value > today) return 'future';
  if (which === 'end' && range.start && value < range.start) return 'endBeforeStart';
  if (which === 'start' && range.end && value > range.end) return 'startAfterEnd';
  return null;
}

/** Spec 5 and deviation row 8: search text counts when it is not empty after trimming. */
export function searchTerm(text: string): string {
  return text.trim();
}
