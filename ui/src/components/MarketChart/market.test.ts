// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { marketFigures } from './market';

const series = (values: number[]) =>
  values.map((value, index) => ({ time: new Date(Date.UTC(2026, 0, 15, 9, index)).toISOString(), value }));

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
