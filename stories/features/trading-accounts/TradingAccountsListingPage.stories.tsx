import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { TradingAccountsListingPage } from '@/features/trading-accounts/pages/TradingAccountsListingPage';
import { tradingAccountsHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/tradingAccounts/listing',
  handlers: { tradingAccounts: tradingAccountsHandlers },
  table: 'Trading accounts',
  arabicHeading: 'حسابات التداول',
  limitedAccount: 'compliance',
  populated: async (canvas) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
});

/**
 * Trading Accounts (/app/tradingAccounts/listing), the landing page (spec 2), with Add account for a
 * staff member holding users.manage.
 */
const meta = {
  title: 'Screens/Trading accounts/Listing',
  component: TradingAccountsListingPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof TradingAccountsListingPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;

type Story = StoryObj<typeof meta>;

/** Clicking the sorted header again turns the order ascending. */
export const SortToggle: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Created' }));
    // The order lives in the URL: the header shows it once the router has moved and the rows have come.
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
  },
};

/** The landing page finds accounts by type (and by number, owner or email in the search box). */
export const ByAccountType: Story = {
  parameters: { route: '/app/tradingAccounts/listing?accountType=1' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–\d+ of \d+$/);
    await expect(canvas.getByRole('combobox', { name: 'Account type' })).toHaveTextContent('Individual Cash');
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('Individual Cash');
  },
};
