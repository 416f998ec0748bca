import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { UserAccountsListingPage } from '@/features/user-accounts/pages/UserAccountsListingPage';
import { usersHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/userAccounts/listing',
  handlers: { users: usersHandlers },
  table: 'Users',
  arabicHeading: 'حسابات المستخدمين',
  emptyText: 'No User to Display',
  populated: async (canvas) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
});

/**
 * User Accounts (/app/userAccounts/listing): every customer's user account; spec 9: newest first, 25 a
 * page.
 */
const meta = {
  title: 'Screens/User accounts/Listing',
  component: UserAccountsListingPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof UserAccountsListingPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
