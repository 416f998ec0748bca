import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { UserAccountsListingPage } from '@/features/user-accounts/pages/UserAccountsListingPage';
import { usersHandlers } from '@/mocks/handlers';

const meta = {
  title: 'Screens/User accounts/Listing',
  component: UserAccountsListingPage,
  parameters: { session: 'admin', route: '/app/userAccounts/listing', layout: 'padded' },
} satisfies Meta<typeof UserAccountsListingPage>;

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
  parameters: { msw: { handlers: { users: usersHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { users: usersHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No User to Display')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { users: usersHandlers.errors } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'حسابات المستخدمين' })).toBeVisible();
    await canvas.findByText(/^1–25 /);
  },
};
