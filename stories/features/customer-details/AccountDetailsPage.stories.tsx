import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AccountDetailsPage } from '@/features/customer-details/pages/AccountDetailsPage';
import { customerDetailsHandlers } from '@/mocks/handlers';

import { expectFailed, expectForbidden, screenStories } from '../../support/screen-stories';

const route = '/app/tradingAccounts/account?tradingAccountId=100000';

const screen = screenStories({
  route,
  handlers: { customerDetails: customerDetailsHandlers },
  arabicHeading: 'تفاصيل الحساب',
  checks: {
    ready: async (canvas) => {
      await expect(await canvas.findByRole('tablist', { name: 'Account details' })).toBeVisible();
      await expect(await canvas.findByText('Settled cash')).toBeVisible();
    },
    readyArabic: async (canvas) => {
      await expect(await canvas.findByRole('tablist', { name: 'تفاصيل الحساب' })).toBeVisible();
    },
    loading: async (canvas) => {
      await expect(await canvas.findByRole('status', { name: 'Loading details' })).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(canvas.getByRole('status', { name: 'Loading details' })).toBeVisible();
    },
    // An account with no balance reported yet.
    empty: async (canvas) => {
      await expect(await canvas.findByText('No balance has been reported for this account yet.')).toBeVisible();
    },
    failed: (canvas) => expectFailed(canvas, /record could not be loaded/),
    forbidden: (canvas) => expectForbidden(canvas),
  },
  populated: async (canvas) => {
    const tabs = await canvas.findByRole('tablist', { name: 'Account details' });
    await expect(within(tabs).getAllByRole('tab')).toHaveLength(18);
    // Account type 13 by its spec 3 name.
    await expect(canvas.getAllByText('401K')[0]).toBeVisible();
  },
});

/** The account's card and the 18 tabs of spec 2's second naming. */
const meta = {
  title: 'Screens/Trading accounts/Account Details',
  component: AccountDetailsPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof AccountDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;

export const NotFound: Story = {
  parameters: { route: '/app/tradingAccounts/account?tradingAccountId=1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'There is no trading account 1.' })).toBeVisible();
  },
};

export const HistoryTab: Story = {
  parameters: { route: `${route}&tab=history` },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Account history' });
    await expect((await within(table).findAllByRole('row')).length).toBeGreaterThan(1);
  },
};

export const IdentityTab: Story = {
  parameters: { route: `${route}&tab=identity` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Date of birth')).toBeVisible();
  },
};
