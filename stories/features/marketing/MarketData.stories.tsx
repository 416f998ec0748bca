import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { MarketDataPage } from '@/features/marketing/pages/MarketDataPage';
import { assetsHandlers, marketDataHandlers } from '@/mocks/handlers';

import { screen, wait } from '../../support/interactions';
import { type Check, screenStories } from '../../support/screen-stories';
import { expectNoNegativeRects, watchNegativeRects } from '../../support/svg-checks';

/**
 * The chart and its figures: the previous-close line and the table beside
 * it, and the exchange's session in New York time above the chart.
 */
const chartReady =
  (symbol: string): Check =>
  async (canvas) => {
    await expect(await canvas.findByRole('table', { name: `${symbol} figures` }, wait)).toBeVisible();
    await expect(
      canvas.getByText(
        /^One point a minute from the exchange's open, .*09:30\sAM, to its close at .*04:00\sPM \(New York time\)/,
      ),
    ).toBeVisible();
    await expect(await canvas.findByText(/^Previous close \$\d/, {}, wait)).toBeVisible();
    for (const figure of ['Last', 'Change vs previous close', 'High', 'Low']) {
      await expect(canvas.getByRole('rowheader', { name: figure })).toBeVisible();
    }
  };

const states = screenStories({
  route: '/app/marketing/marketdata',
  handlers: { assets: assetsHandlers, marketData: marketDataHandlers },
  arabicHeading: 'بيانات السوق',
  checks: {
    ready: chartReady('SPY'),
    readyArabic: async (canvas) => {
      await expect(await canvas.findByRole('table', { name: 'أرقام SPY' }, wait)).toBeVisible();
      await expect((await canvas.findAllByText(/^الإغلاق السابق/, {}, wait))[0]).toBeVisible();
    },
    // The series never answers: the figures stay a busy skeleton, no table.
    loading: async (canvas) => {
      await expect(await canvas.findByRole('status', { name: 'Loading…' }, wait)).toHaveAttribute('aria-busy', 'true');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(canvas.queryByRole('table')).toBeNull();
    },
    // A series without points: the chart and the figures say so.
    empty: async (canvas) => {
      await waitFor(() => expect(canvas.getAllByText('No Data To Display').length).toBeGreaterThan(0), wait);
      await expect(canvas.queryByRole('table')).toBeNull();
    },
  },
});

/**
 * Market Data (spec 2, 9): a symbol picker over the asset search and the
 * intraday line with the previous close as a reference line, with the
 * figures as a table for readers who do not see the chart.
 */
const meta = {
  title: 'Screens/Marketing/Market Data',
  component: MarketDataPage,
  parameters: { ...states.parameters, docs: { ...states.parameters.docs } },
  globals: states.globals,
  // The chart is drawn at a width it has measured: never a negative drawing area, even before layout.
  beforeEach: watchNegativeRects,
  afterEach: expectNoNegativeRects,
} satisfies Meta<typeof MarketDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated = states.Populated;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
export const Forbidden = states.Forbidden;
export const Arabic = states.Arabic;
export const Phone = states.Phone;

/** The chart in the dark theme: the line, the dashed close and the labels stay readable. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => chartReady('SPY')(canvas, {} as never),
};

/** Pick another symbol by typing part of its name: the chart and the URL follow. */
export const PickSymbol: Story = {
  play: async ({ canvas }) => {
    await chartReady('SPY')(canvas, {} as never);
    const picker = canvas.getByRole('combobox', { name: 'Symbol' });
    await userEvent.clear(picker);
    await userEvent.type(picker, 'tesla');
    await userEvent.click(await screen().findByRole('option', { name: /^TSLA/ }, wait));
    await chartReady('TSLA')(canvas, {} as never);
    await expect(picker).toHaveValue('TSLA');
  },
};

/**
 * A symbol outside the asset list (a hand-edited link): the server's 404 in
 * words in place of the chart, no retry, and no empty chart whose price axis
 * repeats "$0.01".
 */
export const UnknownSymbol: Story = {
  parameters: { route: '/app/marketing/marketdata?symbol=ZZZZ' },
  play: async ({ canvas }) => {
    // The chart and the figures announce their loading as statuses first: wait for the answer's.
    const status = await canvas.findByText('There is no market data for ZZZZ.', {}, wait);
    await expect(status).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.queryByLabelText('ZZZZ intraday price, with the previous close')).toBeNull();
    await expect(canvas.queryByText(/\$0\.01/)).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
