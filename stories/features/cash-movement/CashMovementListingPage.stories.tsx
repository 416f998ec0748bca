import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CashMovementListingPage } from '@/features/cash-movement/pages/CashMovementListingPage';
import { transfersHandlers } from '@/mocks/handlers';

const meta = {
  title: 'Screens/Cash movement/Listing',
  component: CashMovementListingPage,
  parameters: { session: 'admin', route: '/app/cashMovement/listing', layout: 'padded' },
} satisfies Meta<typeof CashMovementListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page with the spec 9 default sort, 25 rows. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { transfers: transfersHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Bank transfers' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { transfers: transfersHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Records to Display')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { transfers: transfersHandlers.errors } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'حركة النقد' })).toBeVisible();
    await canvas.findByText(/^1–25 /);
  },
};

/** Spec 4: the ACH withdrawal watch preset narrows to pending bank withdrawals on a watchlist. */
export const AchWithdrawalWatch: Story = {
  parameters: { route: '/app/cashMovement/listing?preset=achWithdrawalWatch' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ACH Withdrawal Watch', pressed: true })).toBeVisible();
    await canvas.findByText(/^1–\d+ of \d+$/);
    const rows = canvas.getAllByRole('row').slice(1);
    for (const row of rows) await expect(row).toHaveTextContent(/BankWithdraw.*Pending/);
  },
};
