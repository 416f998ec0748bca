import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, within } from 'storybook/test';

import { AppRoutes } from '@/app/routes';
import { userDetailsHandlers } from '@/mocks/handlers';

import { expectFailed, expectForbidden, expectNoSidewaysScroll } from '../../support/screen-stories';
import { atViewport } from '../../support/viewports';
import { pinned } from '../../support/session';

/**
 * What the console shows while a staff member impersonates a customer: the
 * shell with the banner and one menu entry, and the customer's own account,
 * read with a token that carries no staff claims.
 */
const meta = {
  title: 'Screens/Impersonation/Customer view',
  parameters: {
    session: 'admin',
    sessionOptions: { impersonating: 'user10000' },
    route: '/app/impersonation',
  },
  globals: pinned('account'),
  render: () => (
    <Suspense fallback={null}>
      <AppRoutes />
    </Suspense>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's account and trading accounts; the only menu entry is this view. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Customer view', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('user10000@mail.example')).toBeVisible();
    const accounts = canvas.getByRole('table', { name: 'Trading accounts of Marlin Schimmel' });
    await expect(within(accounts).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You are impersonating Marlin Schimmel (user10000) as Ada Lovelace.',
    );
    await expect(canvas.getByRole('note')).toHaveTextContent(/read-only/);
    const menu = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Customer view']);
    await expect(canvas.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  },
};

/** A staff route opened while impersonating leads to the customer view. */
export const StaffRouteRedirects: Story = {
  parameters: { route: '/app/tradingAccounts/listing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Customer view', level: 1 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { userDetails: userDetailsHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading details' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The customer has no trading account yet: the account shows, and the table says there is none. */
export const Empty: Story = {
  parameters: { msw: { handlers: { userDetails: userDetailsHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('user10000@mail.example')).toBeVisible();
    await expect(await canvas.findByText('No trading accounts yet.')).toBeVisible();
  },
};

/** The read failed (500): the server's reason, and Try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { userDetails: userDetailsHandlers.errors } } },
  play: async ({ canvas }) => {
    await expectFailed(canvas, /The server could not complete the request\./);
  },
};

/** The server refused the read (403): which permission is missing, in words, and no retry. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { userDetails: userDetailsHandlers.forbidden } } },
  play: async ({ canvas }) => {
    await expectForbidden(canvas, 'View user accounts');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'عرض العميل', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('user10000@mail.example')).toBeVisible();
  },
};

/** At 390 px: the trading accounts scroll sideways in their own box, which a keyboard can focus; the page does not. */
export const Phone: Story = {
  globals: atViewport('phone'),
  play: async ({ canvas }) => {
    const accounts = await canvas.findByRole('table', { name: 'Trading accounts of Marlin Schimmel' });
    await expectNoSidewaysScroll();
    const scroller = canvas.getByRole('group', { name: 'Trading accounts of Marlin Schimmel' });
    await expect(scroller).toContainElement(accounts);
    await expect(scroller).toHaveAttribute('tabindex', '0');
  },
};
