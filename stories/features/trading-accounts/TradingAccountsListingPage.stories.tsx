import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { TradingAccountsListingPage } from '@/features/trading-accounts/pages/TradingAccountsListingPage';
import { tradingAccountsHandlers } from '@/mocks/handlers';

import { listingStates } from '../../support/listing-states';

const meta = {
  title: 'Screens/Trading accounts/Listing',
  component: TradingAccountsListingPage,
  parameters: { session: 'admin', route: '/app/tradingAccounts/listing', layout: 'padded' },
} satisfies Meta<typeof TradingAccountsListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page, newest first, 25 rows. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(26);
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Clicking the sorted header again turns the order ascending. */
export const SortToggle: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Created' }));
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

const states = listingStates({
  group: 'tradingAccounts',
  handlers: tradingAccountsHandlers,
  table: 'Trading accounts',
  arabicHeading: 'حسابات التداول',
});
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;
export const Error: Story = states.failed;
export const Arabic: Story = states.arabic;
