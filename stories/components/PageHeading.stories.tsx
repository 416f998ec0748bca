import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { PageHeading } from '@/components/PageHeading';

import { pinned } from '../support/session';

/**
 * A page's title with breadcrumbs from the route table's translated titles; a group with no page of its own
 * is not a link, and a segment the table does not name keeps spec 2's rule (a hyphenated one reads as two words).
 */
const meta = {
  title: 'Components/PageHeading',
  component: PageHeading,
  tags: ['autodocs'],
  args: { title: 'Negative Settled Cash Report' },
  argTypes: {
    title: {
      control: 'select',
      options: ['Negative Settled Cash Report', 'Trading Accounts', 'Bank Accounts Details'],
    },
    actions: { control: false },
  },
  parameters: { layout: 'padded', session: 'admin', route: '/app/compliance/negative-settled-cash' },
  globals: pinned('account'),
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Breadcrumbs: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Negative Settled Cash Report' })).toBeVisible();
    // The browser tab names the page (an effect, after the heading is on screen).
    await waitFor(() => expect(document.title).toBe('Negative Settled Cash Report · Back Office Console'));
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app');
    // Compliance has no page of its own: a group title, not a link to not-found.
    await expect(crumbs.getByText('Compliance')).toBeVisible();
    await expect(crumbs.queryByRole('link', { name: 'Compliance' })).toBeNull();
    // The last segment is not a link; one the route table does not name is two capitalised words.
    await expect(crumbs.getByText('Negative Settled Cash')).toHaveAttribute('aria-current', 'page');
  },
};

/** A screen's breadcrumbs are its translated title, and a parent links to its default child. */
export const Translated: Story = {
  args: { title: 'تفاصيل الحساب' },
  globals: { locale: 'ar' },
  parameters: { route: '/app/tradingAccounts/account' },
  play: async ({ canvas }) => {
    const crumbs = within(await canvas.findByRole('navigation', { name: 'مسار التنقل' }));
    await expect(crumbs.getByRole('link', { name: 'حسابات التداول' })).toHaveAttribute(
      'href',
      '/app/tradingAccounts/listing',
    );
    await expect(crumbs.getByText('تفاصيل الحساب')).toHaveAttribute('aria-current', 'page');
  },
};

/** Page-level actions sit at the end of the heading row. */
export const WithActions: Story = {
  args: { title: 'Trading Accounts', actions: <Button variant="contained">Add account</Button> },
  parameters: { route: '/app/tradingAccounts/listing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Add account' })).toBeVisible();
  },
};

/** Without a title of its own, the heading is the screen's title in the registry, as the menu names it. */
export const RegistryTitle: Story = {
  args: { title: undefined },
  parameters: { route: '/app/marketing/marketdata' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Market Data' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Market Data · Back Office Console'));
    // A group's default child has three levels, as its siblings do.
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Marketing' })).toBeVisible();
    await expect(crumbs.getByText('Market Data')).toHaveAttribute('aria-current', 'page');
  },
};

/** A heading of its own (Assets Management); the tab keeps the registry's name, as the menu and crumbs do. */
export const OwnHeading: Story = {
  args: { title: 'Assets Management' },
  parameters: { route: '/app/symbols' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Assets Management' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Symbols · Back Office Console'));
  },
};

/** A parent the account may not open is named, not linked (it would lead to not-found). */
export const ParentNotOpenable: Story = {
  args: { title: 'Account Details' },
  parameters: {
    route: '/app/tradingAccounts/account',
    sessionOptions: { withoutClaims: ['tradingAccount.viewList'] },
  },
  play: async ({ canvas }) => {
    const crumbs = within(await canvas.findByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByText('Trading Accounts')).toBeVisible();
    await expect(crumbs.queryByRole('link', { name: 'Trading Accounts' })).toBeNull();
  },
};
