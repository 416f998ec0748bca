/** Dates as the API and the URL hold them (`YYYY-MM-DD`); pickers show them as MM-dd-yyyy (spec 5, 9). */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-23` as a local calendar date, or null unless it is a real one. */
export function parseIsoDate(iso: IsoDate): Date | null {
  const match = ISO.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // 2026-02-30 rolls over to March in Date; such text is not a date.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** A local calendar date as `YYYY-MM-DD`. */
export function isoDateOf(date: Date): IsoDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in the browser's calendar, as `YYYY-MM-DD`. */
export function todayIso(now = new Date()): IsoDate {
  return isoDateOf(now);
}

/** The dates a field allows. */
export interface DateLimits {
  /** No day after today (listings, spec 5). */
  disableFuture?: boolean;
  /** No day before today (the notification form, spec 5). */
  disablePast?: boolean;
  /** The first day allowed (an end date not before its start). */
  minDate?: IsoDate;
  /** The last day allowed. */
  maxDate?: IsoDate;
}

export type LimitProblem = 'future' | 'past' | 'tooEarly' | 'tooLate';

/** Why a whole date is outside a field's limits, or null. ISO dates compare as strings. */
export function limitProblem(value: IsoDate, limits: DateLimits, today: IsoDate): LimitProblem | null {
  if (limits.disableFuture && value > today) return 'future';
  if (limits.disablePast && value < today) return 'past';
  if (limits.minDate && value < limits.minDate) return 'tooEarly';
  if (limits.maxDate && value > limits.maxDate) return 'tooLate';
  return null;
}

export type RangeProblem = 'endBeforeStart' | 'startAfterEnd';

/**
 * Why a date cannot be taken into a start/end range (spec 5): an end before
 * the linked start, or a start after the linked end.
 */
export function rangeProblem(
  which: 'start' | 'end',
  value: IsoDate,
  range: { start: IsoDate; end: IsoDate },
): RangeProblem | null {
  if (which === 'end' && range.start && value < range.start) return 'endBeforeStart';
  if (which === 'start' && range.end && value > range.end) return 'startAfterEnd';
  return null;
}
