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

/** Spec 9: the previous-day close comes from the last 150 points of the 395-minute window. */
export const PREVIOUS_CLOSE_POINTS = 150;
export const WINDOW_MINUTES = 395;

/**
 * The previous close by the spec 9 rule, as the server computes it: the first
 * of the last 150 points (the series is one point a minute over 395 minutes).
 */
export function previousCloseOf(points: readonly SeriesPoint[]): number | undefined {
  if (points.length === 0) return undefined;
  return points[Math.max(0, points.length - PREVIOUS_CLOSE_POINTS)]?.value;
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
