// @vitest-environment node
import marketFixtures from '@fixtures/marketData.json';
import { describe, expect, it } from 'vitest';

import { seriesOf } from './marketing';

const at = (iso: string) => Date.parse(iso);

describe('the offline market data keeps the exchange hours, as the server does', () => {
  it('lays a winter morning from 9:30 AM New York time (EST) to now', async () => {
    const series = await seriesOf('QQQ', at('2026-01-15T15:30:00Z'));
    expect(series).toMatchObject({
      timeZone: 'America/New_York',
      sessionOpen: '2026-01-15T14:30:00Z',
      sessionClose: '2026-01-15T21:00:00Z',
    });
    expect(series.points).toHaveLength(61);
    expect(series.points[0]?.time).toBe('2026-01-15T14:30:00Z');
    expect(series.points.at(-1)?.time).toBe('2026-01-15T15:30:00Z');
  });

  it('lays a summer evening as the whole session (EDT), and a weekend as Friday', async () => {
    const summer = await seriesOf('QQQ', at('2026-07-15T23:00:00Z'));
    expect(summer.points).toHaveLength(391);
    expect(summer.points[0]?.time).toBe('2026-07-15T13:30:00Z');
    expect(summer.points.at(-1)?.time).toBe('2026-07-15T20:00:00Z');
    const saturday = await seriesOf('QQQ', at('2026-01-17T12:00:00Z'));
    expect(saturday.sessionOpen).toBe('2026-01-16T14:30:00Z');
    expect(saturday.points).toHaveLength(391);
  });

  it("answers the server's own series at the fixtures' clock", async () => {
    const fixture = (marketFixtures as { symbol: string }[]).find((series) => series.symbol === 'SPY');
    expect(await seriesOf('SPY', at('2026-01-15T15:30:00Z'))).toEqual(fixture);
  });
});
