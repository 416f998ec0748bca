import type { Meta, StoryObj } from '@storybook/react-vite';

import { UserAccountsListingPage } from '@/features/user-accounts/pages/UserAccountsListingPage';
import { usersHandlers } from '@/mocks/handlers';

import { listingStates } from '../../support/listing-states';

const meta = {
  title: 'Screens/User accounts/Listing',
  component: UserAccountsListingPage,
  parameters: { session: 'admin', route: '/app/userAccounts/listing', layout: 'padded' },
} satisfies Meta<typeof UserAccountsListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listingStates({
  sorted: { column: /Created/, direction: 'descending' },
  group: 'users',
  handlers: usersHandlers,
  table: 'Users',
  arabicHeading: 'حسابات المستخدمين',
  emptyText: 'No User to Display',
});
/** The first page with the spec 9 default sort, 25 rows. */
export const Populated: Story = states.populated;
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;
export const Failed: Story = states.failed;
export const Arabic: Story = states.arabic;
