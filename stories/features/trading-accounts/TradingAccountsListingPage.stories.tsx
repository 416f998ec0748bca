import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { TradingAccountsListingPage } from '@/features/trading-accounts/pages/TradingAccountsListingPage';
import { tradingAccountsHandlers } from '@/mocks/handlers';

const meta = {
  title: 'Screens/Trading accounts/Listing',
  component: TradingAccountsListingPage,
  parameters: { session: 'admin', route: '/app/tradingAccounts/listing', layout: 'padded' },
} satisfies Meta<typeof TradingAccountsListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.getByRole('table', { name: 'Trading accounts' });

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

export const Loading: Story = {
  parameters: { msw: { handlers: { tradingAccounts: tradingAccountsHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { tradingAccounts: tradingAccountsHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Records to Display')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { tradingAccounts: tradingAccountsHandlers.errors } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'حسابات التداول' })).toBeVisible();
  },
};
