import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TradesListingPage } from '@/features/trades/pages/TradesListingPage';
import { tradesHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/trades/listing',
  handlers: { trades: tradesHandlers },
  table: 'Trades',
  arabicHeading: 'الصفقات',
  limitedAccount: 'compliance',
  populated: async (canvas) => {
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
});

/**
 * Trades (/app/trades/listing, spec 2): every trade, newest first (Created descending); a staff member
 * without the trades claim (compliance) is refused.
 */
const meta = {
  title: 'Screens/Trades/Listing',
  component: TradesListingPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof TradesListingPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
