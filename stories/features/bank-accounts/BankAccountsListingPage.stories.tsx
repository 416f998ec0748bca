import type { Meta, StoryObj } from '@storybook/react-vite';

import { BankAccountsListingPage } from '@/features/bank-accounts/pages/BankAccountsListingPage';
import { bankAccountsHandlers } from '@/mocks/handlers';

import { listingStates } from '../../support/listing-states';

const meta = {
  title: 'Screens/Bank accounts/Listing',
  component: BankAccountsListingPage,
  parameters: { session: 'admin', route: '/app/bankaccounts/listing', layout: 'padded' },
} satisfies Meta<typeof BankAccountsListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listingStates({
  sorted: { column: /Created/, direction: 'descending' },
  group: 'bankAccounts',
  handlers: bankAccountsHandlers,
  table: 'Bank accounts',
  arabicHeading: 'الحسابات المصرفية',
});
/** The first page with the spec 9 default sort, 25 rows. */
export const Populated: Story = states.populated;
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;
export const Failed: Story = states.failed;
export const Arabic: Story = states.arabic;
