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
import {
  achWatchlistHandlers,
  affiliationsHandlers,
  negativeSettledCashHandlers,
  restrictedAccountsHandlers,
  restrictedPermissionsHandlers,
  restrictionsHandlers,
} from '@/mocks/handlers';

import { expectArabic, expectEmpty, expectFailed, expectStillLoading } from '../../support/listing-states';

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
    await expectStillLoading(canvas, 'Negative Settled Cash Report');
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

export const AffiliationsLoading: Story = {
  render: () => <AffiliationsPage />,
  parameters: {
    route: '/app/compliance/affiliations',
    msw: { handlers: { affiliations: affiliationsHandlers.loading } },
  },
  play: async ({ canvas }) => {
    await expectStillLoading(canvas, 'Affiliations');
  },
};

export const AffiliationsEmpty: Story = {
  render: () => <AffiliationsPage />,
  parameters: {
    route: '/app/compliance/affiliations',
    msw: { handlers: { affiliations: affiliationsHandlers.empty } },
  },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

export const AffiliationsFailed: Story = {
  render: () => <AffiliationsPage />,
  parameters: {
    route: '/app/compliance/affiliations',
    msw: { handlers: { affiliations: affiliationsHandlers.errors } },
  },
  play: async ({ canvas }) => {
    await expectFailed(canvas);
  },
};

export const AffiliationsArabic: Story = {
  render: () => <AffiliationsPage />,
  parameters: { route: '/app/compliance/affiliations' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expectArabic(canvas, 'الانتماءات');
  },
};

export const RestrictedPermissionsLoading: Story = {
  render: () => <RestrictedPermissionsPage />,
  parameters: {
    route: '/app/compliance/RestrictedPermissions',
    msw: { handlers: { restrictedPermissions: restrictedPermissionsHandlers.loading } },
  },
  play: async ({ canvas }) => {
    await expectStillLoading(canvas, 'Restricted Permissions');
  },
};

export const RestrictedPermissionsEmpty: Story = {
  render: () => <RestrictedPermissionsPage />,
  parameters: {
    route: '/app/compliance/RestrictedPermissions',
    msw: { handlers: { restrictedPermissions: restrictedPermissionsHandlers.empty } },
  },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

export const RestrictedPermissionsFailed: Story = {
  render: () => <RestrictedPermissionsPage />,
  parameters: {
    route: '/app/compliance/RestrictedPermissions',
    msw: { handlers: { restrictedPermissions: restrictedPermissionsHandlers.errors } },
  },
  play: async ({ canvas }) => {
    await expectFailed(canvas);
  },
};

export const RestrictedPermissionsArabic: Story = {
  render: () => <RestrictedPermissionsPage />,
  parameters: { route: '/app/compliance/RestrictedPermissions' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expectArabic(canvas, 'الأذونات المقيدة');
  },
};

export const RestrictedAccountsLoading: Story = {
  render: () => <RestrictedAccountsPage />,
  parameters: {
    route: '/app/compliance/RestrictedAccounts',
    msw: { handlers: { restrictedAccounts: restrictedAccountsHandlers.loading } },
  },
  play: async ({ canvas }) => {
    await expectStillLoading(canvas, 'Restricted Accounts');
  },
};

export const RestrictedAccountsEmpty: Story = {
  render: () => <RestrictedAccountsPage />,
  parameters: {
    route: '/app/compliance/RestrictedAccounts',
    msw: { handlers: { restrictedAccounts: restrictedAccountsHandlers.empty } },
  },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

export const RestrictedAccountsFailed: Story = {
  render: () => <RestrictedAccountsPage />,
  parameters: {
    route: '/app/compliance/RestrictedAccounts',
    msw: { handlers: { restrictedAccounts: restrictedAccountsHandlers.errors } },
  },
  play: async ({ canvas }) => {
    await expectFailed(canvas);
  },
};

export const RestrictedAccountsArabic: Story = {
  render: () => <RestrictedAccountsPage />,
  parameters: { route: '/app/compliance/RestrictedAccounts' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expectArabic(canvas, 'الحسابات المقيدة');
  },
};

export const RestrictionsLoading: Story = {
  render: () => <RestrictionsPage />,
  parameters: { route: '/app/restrictions/listing', msw: { handlers: { restrictions: restrictionsHandlers.loading } } },
  play: async ({ canvas }) => {
    await expectStillLoading(canvas, 'Restricted Accounts');
  },
};

export const RestrictionsEmpty: Story = {
  render: () => <RestrictionsPage />,
  parameters: { route: '/app/restrictions/listing', msw: { handlers: { restrictions: restrictionsHandlers.empty } } },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

export const RestrictionsFailed: Story = {
  render: () => <RestrictionsPage />,
  parameters: { route: '/app/restrictions/listing', msw: { handlers: { restrictions: restrictionsHandlers.errors } } },
  play: async ({ canvas }) => {
    await expectFailed(canvas);
  },
};

export const RestrictionsArabic: Story = {
  render: () => <RestrictionsPage />,
  parameters: { route: '/app/restrictions/listing' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expectArabic(canvas, 'الحسابات المقيدة');
  },
};

export const AchWatchlistLoading: Story = {
  render: () => <AchWatchlistPage />,
  parameters: {
    route: '/app/compliance/AchWatchlist',
    msw: { handlers: { achWatchlist: achWatchlistHandlers.loading } },
  },
  play: async ({ canvas }) => {
    await expectStillLoading(canvas, 'ACH Watchlist');
  },
};

export const AchWatchlistEmpty: Story = {
  render: () => <AchWatchlistPage />,
  parameters: {
    route: '/app/compliance/AchWatchlist',
    msw: { handlers: { achWatchlist: achWatchlistHandlers.empty } },
  },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

export const AchWatchlistFailed: Story = {
  render: () => <AchWatchlistPage />,
  parameters: {
    route: '/app/compliance/AchWatchlist',
    msw: { handlers: { achWatchlist: achWatchlistHandlers.errors } },
  },
  play: async ({ canvas }) => {
    await expectFailed(canvas);
  },
};

export const AchWatchlistArabic: Story = {
  render: () => <AchWatchlistPage />,
  parameters: { route: '/app/compliance/AchWatchlist' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expectArabic(canvas, 'قائمة مراقبة ACH');
  },
};
