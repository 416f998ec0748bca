import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { paths } from '@/config/paths';
import { TradeDetailsPage } from '@/features/trades/pages/TradeDetailsPage';
import { tradeDetailsHandlers } from '@/mocks/handlers';

import { detailsScreenStories } from '../../support/details-checks';

const screen = detailsScreenStories({
  route: paths.details.trade(1600000),
  handlers: { tradeDetails: tradeDetailsHandlers },
  arabicHeading: 'تفاصيل الصفقة',
  section: 'Trade',
  arabicSection: 'الصفقة',
  notFoundText: /There is no trade with the id 1600000/,
  populated: async (canvas) => {
    await expect(canvas.getByText('Trade ID')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back To Listing' })).toHaveAttribute('href', paths.listings.trades);
  },
});

/** A trade's details (/app/trades/details?tradeId=…): the one trade, with Back To Listing. */
const meta = {
  title: 'Screens/Trades/Details',
  component: TradeDetailsPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof TradeDetailsPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
