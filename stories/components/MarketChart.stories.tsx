import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';

import { MarketChart, type SeriesPoint } from '@/components/MarketChart';

import { expectNoNegativeRects, watchNegativeRects } from '../support/svg-checks';

const open = Date.parse('2026-01-15T14:30:00Z');
/** An hour of a price a minute, wandering around 512 from the exchange's open. */
const points: SeriesPoint[] = Array.from({ length: 60 }, (_, minute) => ({
  time: new Date(open + minute * 60_000).toISOString(),
  value: Math.round((512 + 3 * Math.sin(minute / 7) + minute / 20) * 100) / 100,
}));

/**
 * The intraday line chart (spec 2, 9): the price a minute and the previous close
 * as a dashed line, time left to right in every language. It draws at the width
 * its box measures, so it never draws a negative area, even before layout.
 */
const meta = {
  title: 'Components/MarketChart',
  component: MarketChart,
  tags: ['autodocs'],
  args: {
    points,
    previousClose: 513,
    zone: { zone: 'America/New_York' },
    locale: 'en',
    session: { open: '2026-01-15T14:30:00Z', close: '2026-01-15T21:00:00Z' },
    labels: {
      series: 'SPY',
      previousClose: 'Previous close $513.00',
      chart: 'SPY price chart',
      noData: 'No Data To Display',
      loading: 'Loading…',
    },
  },
  parameters: { layout: 'padded', timeZone: { zone: 'UTC', offset: '+00:00' } },
  beforeEach: watchNegativeRects,
  afterEach: expectNoNegativeRects,
} satisfies Meta<typeof MarketChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const chart = (canvasElement: HTMLElement) => canvasElement.querySelector('svg[aria-label="SPY price chart"]');

/** The hour's line and the previous close. */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Previous close $513.00')).toBeVisible();
    await waitFor(() => expect(chart(canvasElement)).not.toBeNull());
  },
};

/** While the series is on its way: the chart says it is loading. */
export const Loading: Story = {
  args: { points: [], loading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

/** A series without points: no axes, only the words. */
export const NoData: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('No Data To Display');
  },
};

/** A box laid out only after the chart's first render (0 px wide, then the page's width): the chart waits for room. */
export const LaidOutLate: Story = {
  decorators: [
    (Story) => {
      const [width, setWidth] = useState<string>('0px');
      useEffect(() => {
        const frame = requestAnimationFrame(() => setWidth('100%'));
        return () => cancelAnimationFrame(frame);
      }, []);
      return (
        <Box sx={{ width }}>
          <Story />
        </Box>
      );
    },
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Previous close $513.00')).toBeVisible();
    await waitFor(() => expect(chart(canvasElement)?.getBoundingClientRect().width).toBeGreaterThan(300));
  },
};

/** Squeezed narrower than its price axis: nothing is drawn, rather than a negative area. */
export const Squeezed: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ width: 60 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(chart(canvasElement)).toBeNull();
  },
};
