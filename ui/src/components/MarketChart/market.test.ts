import { describe, expect, it } from 'vitest';

import { marketFigures, previousCloseOf } from './market';

const series = (values: number[]) =>
  values.map((value, index) => ({ time: new Date(Date.UTC(2026, 0, 15, 9, index)).toISOString(), value }));

describe('previousCloseOf (spec 9)', () => {
  it('takes the first of the last 150 points of the window', () => {
    const values = Array.from({ length: 395 }, (_, index) => 100 + index);
    expect(previousCloseOf(series(values))).toBe(100 + 395 - 150);
  });

  it('takes the first point of a series shorter than 150 points, and nothing of an empty one', () => {
    expect(previousCloseOf(series([7, 8, 9]))).toBe(7);
    expect(previousCloseOf([])).toBeUndefined();
  });
});

describe('marketFigures', () => {
  it('reads last, change against the previous close, high and low', () => {
    expect(marketFigures(series([10, 12.5, 9, 11]), 10)).toEqual({
      last: 11,
      previousClose: 10,
      change: 1,
      changeRatio: 0.1,
      high: 12.5,
      low: 9,
      lastTime: '2026-01-15T09:03:00.000Z',
    });
  });

  it('rounds the change to cents and has no figures for an empty series', () => {
    expect(marketFigures(series([0.3]), 0.1)?.change).toBe(0.2);
    expect(marketFigures([], 10)).toBeNull();
  });
});
