/** One point of an intraday series (spec 3: time and value pairs). */
export interface SeriesPoint {
  time: string;
  value: number;
}

/** The figures a reader takes from a series: where it stands against the previous close. */
export interface MarketFigures {
  last: number;
  previousClose: number;
  change: number;
  /** The change as a fraction of the previous close (0.01 is 1 %). */
  changeRatio: number;
  high: number;
  low: number;
  /** When the last point was taken. */
  lastTime: string;
}

/** Last, change against the previous close, high and low; none for an empty series. */
export function marketFigures(points: readonly SeriesPoint[], previousClose: number): MarketFigures | null {
  const last = points.at(-1);
  if (!last) return null;
  const values = points.map((point) => point.value);
  const change = Math.round((last.value - previousClose) * 100) / 100;
  return {
    last: last.value,
    previousClose,
    change,
    changeRatio: previousClose === 0 ? 0 : change / previousClose,
    high: Math.max(...values),
    low: Math.min(...values),
    lastTime: last.time,
  };
}

/**
 * A price inside a right-to-left sentence drawn in an SVG text, which has no
 * `<bdi>`: a left-to-right isolate keeps "571.65 US$" whole beside Arabic
 * (the locale's own direction marks inside it would scramble it, so they go).
 */
export const isolateNumber = (text: string, rtl: boolean) =>
  rtl ? `\u2066${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069` : text;
