import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import {
  AchWatchlistPage,
  AffiliationsPage,
  NegativeSettledCashPage,
  RestrictedAccountsPage,
  RestrictedPermissionsPage,
  RestrictionsPage,
} from '@/features/compliance/pages/CompliancePages';
import { negativeSettledCashHandlers } from '@/mocks/handlers';

const meta = {
  title: 'Screens/Compliance',
  component: NegativeSettledCashPage,
  parameters: { session: 'admin', route: '/app/compliance/negativesettledcashreport', layout: 'padded' },
} satisfies Meta<typeof NegativeSettledCashPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest day first (spec 9: Data desc). */
export const NegativeSettledCash: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const NegativeSettledCashLoading: Story = {
  parameters: { msw: { handlers: { negativeSettledCash: negativeSettledCashHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Negative Settled Cash Report' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NegativeSettledCashEmpty: Story = {
  parameters: { msw: { handlers: { negativeSettledCash: negativeSettledCashHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Records to Display')).toBeVisible();
  },
};

export const NegativeSettledCashFailed: Story = {
  parameters: { msw: { handlers: { negativeSettledCash: negativeSettledCashHandlers.errors } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
  },
};

export const NegativeSettledCashArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'تقرير النقد المسوّى السالب' })).toBeVisible();
  },
};

/** Spec 9: the affiliation table pages by 10. */
export const Affiliations: Story = {
  render: () => <AffiliationsPage />,
  parameters: { route: '/app/compliance/affiliations' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–\d+ of \d+$/);
    await expect(canvas.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('10');
  },
};

/** Spec 9: by account number, ascending. */
export const RestrictedPermissions: Story = {
  render: () => <RestrictedPermissionsPage />,
  parameters: { route: '/app/compliance/RestrictedPermissions' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await expect(canvas.getByRole('columnheader', { name: /Account Number/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const RestrictedAccounts: Story = {
  render: () => <RestrictedAccountsPage />,
  parameters: { route: '/app/compliance/RestrictedAccounts' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–\d+ of \d+$/);
  },
};

export const Restrictions: Story = {
  render: () => <RestrictionsPage />,
  parameters: { route: '/app/restrictions/listing' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–\d+ of \d+$/);
  },
};

export const AchWatchlist: Story = {
  render: () => <AchWatchlistPage />,
  parameters: { route: '/app/compliance/AchWatchlist' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–\d+ of \d+$/);
  },
};
