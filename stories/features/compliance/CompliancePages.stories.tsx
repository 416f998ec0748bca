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

import { listingStates } from '../../support/listing-states';

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

const negativeSettledCashStates = listingStates({
  group: 'negativeSettledCash',
  handlers: negativeSettledCashHandlers,
  table: 'Negative Settled Cash Report',
  arabicHeading: 'تقرير النقد المسوّى السالب',
});
export const NegativeSettledCashLoading: Story = negativeSettledCashStates.loading;
export const NegativeSettledCashEmpty: Story = negativeSettledCashStates.empty;
export const NegativeSettledCashFailed: Story = negativeSettledCashStates.failed;
export const NegativeSettledCashArabic: Story = negativeSettledCashStates.arabic;

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

const affiliationsStates = listingStates({
  group: 'affiliations',
  handlers: affiliationsHandlers,
  table: 'Affiliations',
  arabicHeading: 'الانتماءات',
  render: () => <AffiliationsPage />,
  route: '/app/compliance/affiliations',
});
export const AffiliationsLoading: Story = affiliationsStates.loading;
export const AffiliationsEmpty: Story = affiliationsStates.empty;
export const AffiliationsFailed: Story = affiliationsStates.failed;
export const AffiliationsArabic: Story = affiliationsStates.arabic;

const restrictedPermissionsStates = listingStates({
  group: 'restrictedPermissions',
  handlers: restrictedPermissionsHandlers,
  table: 'Restricted Permissions',
  arabicHeading: 'الأذونات المقيدة',
  render: () => <RestrictedPermissionsPage />,
  route: '/app/compliance/RestrictedPermissions',
});
export const RestrictedPermissionsLoading: Story = restrictedPermissionsStates.loading;
export const RestrictedPermissionsEmpty: Story = restrictedPermissionsStates.empty;
export const RestrictedPermissionsFailed: Story = restrictedPermissionsStates.failed;
export const RestrictedPermissionsArabic: Story = restrictedPermissionsStates.arabic;

const restrictedAccountsStates = listingStates({
  group: 'restrictedAccounts',
  handlers: restrictedAccountsHandlers,
  table: 'Restricted Accounts',
  arabicHeading: 'الحسابات المقيدة',
  render: () => <RestrictedAccountsPage />,
  route: '/app/compliance/RestrictedAccounts',
});
export const RestrictedAccountsLoading: Story = restrictedAccountsStates.loading;
export const RestrictedAccountsEmpty: Story = restrictedAccountsStates.empty;
export const RestrictedAccountsFailed: Story = restrictedAccountsStates.failed;
export const RestrictedAccountsArabic: Story = restrictedAccountsStates.arabic;

const restrictionsStates = listingStates({
  group: 'restrictions',
  handlers: restrictionsHandlers,
  table: 'Restricted Accounts',
  arabicHeading: 'الحسابات المقيدة',
  render: () => <RestrictionsPage />,
  route: '/app/restrictions/listing',
});
export const RestrictionsLoading: Story = restrictionsStates.loading;
export const RestrictionsEmpty: Story = restrictionsStates.empty;
export const RestrictionsFailed: Story = restrictionsStates.failed;
export const RestrictionsArabic: Story = restrictionsStates.arabic;

const achWatchlistStates = listingStates({
  group: 'achWatchlist',
  handlers: achWatchlistHandlers,
  table: 'ACH Watchlist',
  arabicHeading: 'قائمة مراقبة ACH',
  render: () => <AchWatchlistPage />,
  route: '/app/compliance/AchWatchlist',
});
export const AchWatchlistLoading: Story = achWatchlistStates.loading;
export const AchWatchlistEmpty: Story = achWatchlistStates.empty;
export const AchWatchlistFailed: Story = achWatchlistStates.failed;
export const AchWatchlistArabic: Story = achWatchlistStates.arabic;
