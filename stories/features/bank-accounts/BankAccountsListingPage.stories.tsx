import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { BankAccountsListingPage } from '@/features/bank-accounts/pages/BankAccountsListingPage';
import { bankAccountsHandlers } from '@/mocks/handlers';

const meta = {
  title: 'Screens/Bank accounts/Listing',
  component: BankAccountsListingPage,
  parameters: { session: 'admin', route: '/app/bankaccounts/listing', layout: 'padded' },
} satisfies Meta<typeof BankAccountsListingPage>;

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
  parameters: { msw: { handlers: { bankAccounts: bankAccountsHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Bank accounts' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { bankAccounts: bankAccountsHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Records to Display')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { bankAccounts: bankAccountsHandlers.errors } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'الحسابات المصرفية' })).toBeVisible();
    await canvas.findByText(/^1–25 /);
  },
};
