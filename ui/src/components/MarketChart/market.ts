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
