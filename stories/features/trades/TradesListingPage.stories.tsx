import type { Meta, StoryObj } from '@storybook/react-vite';

import { TradesListingPage } from '@/features/trades/pages/TradesListingPage';
import { tradesHandlers } from '@/mocks/handlers';

import { listingStates } from '../../support/listing-states';

const meta = {
  title: 'Screens/Trades/Listing',
  component: TradesListingPage,
  parameters: { session: 'admin', route: '/app/trades/listing', layout: 'padded' },
} satisfies Meta<typeof TradesListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listingStates({
  sorted: { column: /Created/, direction: 'descending' },
  group: 'trades',
  handlers: tradesHandlers,
  table: 'Trades',
  arabicHeading: 'الصفقات',
});
/** The first page with the spec 9 default sort, 25 rows. */
export const Populated: Story = states.populated;
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;
export const Failed: Story = states.failed;
export const Arabic: Story = states.arabic;
