import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { AppLink } from '@/components/AppLink';
import { paths } from '@/config/paths';

import { pinned } from '../support/session';

/**
 * The one in-console link. It asks the route table (the screen registry, for
 * the signed-in account) whether the target opens; when it would only lead to
 * not-found, it is plain text. Switch the Account toolbar to see it change.
 */
const meta = {
  title: 'Components/AppLink',
  component: AppLink,
  tags: ['autodocs'],
  args: { to: paths.tradingAccounts.account(12), children: '1000000012', variant: 'inline' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'cell'] },
    to: {
      control: 'select',
      options: [
        paths.tradingAccounts.account(12),
        paths.details.transfer(7),
        paths.details.bankAccount(3),
        '/app/nowhere',
      ],
    },
    children: { control: 'text' },
  },
  parameters: { layout: 'padded', session: 'admin', route: paths.details.transfer(7) },
  globals: pinned('account'),
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator may open Account Details: a link to it. */
export const Permitted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '1000000012' })).toHaveAttribute(
      'href',
      '/app/tradingAccounts/account?tradingAccountId=12',
    );
  },
};

/** The compliance officer lacks tradingAccount.viewDetails: the account number, as text. */
export const NotPermitted: Story = {
  parameters: { session: 'compliance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1000000012')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A path no route has is never a link, whoever is signed in. */
export const UnknownRoute: Story = {
  args: { to: '/app/nowhere', children: 'Nowhere' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nowhere')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A table cell's link: fixed-width, underlined on hover; it remembers the listing for Back To Listing. */
export const Cell: Story = {
  args: { variant: 'cell', returnHere: true, to: paths.details.transfer(7), children: '7' },
  parameters: { route: '/app/cashMovement/listing?status=Pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '7' })).toHaveAttribute(
      'href',
      '/app/cashMovement/details?transferId=7',
    );
  },
};

/** Right to left (Arabic): the id stays a left-to-right run, and the link still leads there. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: '1000000012' })).toBeVisible();
  },
};

/** Right to left, without the claim: plain text there too. */
export const RightToLeftNotPermitted: Story = {
  globals: { locale: 'ar' },
  parameters: { session: 'compliance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1000000012')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
