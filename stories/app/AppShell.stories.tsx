import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { menuFor } from '@/app/layout/navigation';
import { AppRoutes } from '@/app/routes';
import shell from '@/i18n/en/shell.json';
import { storageKeys } from '@/lib/storage-keys';
import { feedsHandlers, metaHandlers } from '@/mocks/handlers';
import { createAuthHandlers } from '@/mocks/handlers/auth';

import { type DemoAccount, demoSession, pinned } from '../support/session';

/**
 * The whole shell (spec 2): header, sidebar, content and footer, routed as
 * in the console, for each demo account, theme, language and state.
 */
const meta = {
  title: 'Shell/App shell',
  parameters: { session: 'admin', route: '/app/tradingAccounts/listing' },
  globals: pinned('account'),
  render: () => (
    <Suspense fallback={null}>
      <AppRoutes />
    </Suspense>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The side menu, once the shell has rendered (the shell and its screens load lazily). */
const sideMenu = async (canvas: Canvas) => within(await canvas.findByRole('navigation', { name: 'Main navigation' }));
const page = () => within(document.body);

/** The side menu's top-level entries an account should see, in English, as the screen registry derives them. */
const menuNames = (account: DemoAccount) =>
  menuFor(demoSession(account).user.Claims).map((entry) =>
    entry.kind === 'leaf' ? shell.screens[entry.title] : shell.groups[entry.title],
  );

/** Every entry the registry gives the account is shown, and none it withholds. */
async function expectMenuOf(canvas: Canvas, account: DemoAccount) {
  const menu = await sideMenu(canvas);
  const shown = menuNames(account);
  for (const name of shown) {
    await expect(menu.queryByRole('link', { name }) ?? menu.getByRole('button', { name })).toBeVisible();
  }
  for (const name of menuNames('admin').filter((entry) => !shown.includes(entry))) {
    await expect(menu.queryByRole('link', { name })).not.toBeInTheDocument();
    await expect(menu.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  return menu;
}

/** The administrator sees every entry of the spec 6 table, and their full name. */
export const Administrator: Story = {
  globals: pinned('environment'),
  play: async ({ canvas }) => {
    // The registry's menu for the administrator is the whole spec 6 table (navigation.test.ts pins it).
    await expect(menuNames('admin')).toHaveLength(16);
    const menu = await expectMenuOf(canvas, 'admin');
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.getByText('Administrator')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Trading Accounts' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(/Copyright © 2019/)).toBeVisible();
    await expect(canvas.getByText('Env: PROD')).toBeVisible();
  },
};

/** The analyst sees no entry needing a claim it lacks, and its first name. */
export const Analyst: Story = {
  parameters: { session: 'analyst' },
  play: async ({ canvas }) => {
    const menu = await expectMenuOf(canvas, 'analyst');
    for (const name of ['Manage Roles', 'Restrictions', 'Compliance', 'Operations']) {
      await expect(menu.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    await expect(menu.getByRole('button', { name: 'Reconciliation' })).toBeVisible();
    await expect(canvas.getByText('Grace')).toBeVisible();
    await expect(canvas.queryByText('Grace Hopper')).not.toBeInTheDocument();
  },
};

/** The compliance officer: the compliance group, Restricted Permissions inside it; lands on its first entry. */
export const ComplianceOfficer: Story = {
  parameters: { session: 'compliance', route: '/app' },
  play: async ({ canvas }) => {
    const menu = await expectMenuOf(canvas, 'compliance');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User Accounts' })).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: 'Compliance' }));
    // A group header opens the group and goes to its first child.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Affiliations' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Compliance' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Restricted Permissions' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Trading Accounts' })).not.toBeInTheDocument();
  },
};

/** Manage Roles without claims.view goes to /unauthorized. */
export const ManageRolesUnauthorized: Story = {
  parameters: { session: 'analyst', route: '/app/manageRoles' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'You are not authorized to view this page.' }),
    ).toBeVisible();
  },
};

/** Any other route whose claim is missing is not registered: not found. */
export const MissingClaimIsNotFound: Story = {
  parameters: { session: 'analyst', route: '/app/compliance/affiliations' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Oops, an error has occurred. Page not found!' }),
    ).toBeVisible();
  },
};

/** A screen inside its menu group: named in the heading, its parent a link in the breadcrumbs. */
export const ScreenInItsGroup: Story = {
  parameters: { route: '/app/userAccounts/resendEmail' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Resend Confirmation' })).toBeVisible();
    await expect(canvas.queryByText('Not available yet')).toBeNull();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'User Accounts' })).toHaveAttribute(
      'href',
      '/app/userAccounts/listing',
    );
    await expect(crumbs.getByText('Resend Confirmation')).toHaveAttribute('aria-current', 'page');
  },
};

/** Arabic: the document is right to left and the permanent drawer sits on the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'حسابات التداول' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const drawer = document.querySelector('#app-drawer .MuiDrawer-paper');
    await waitFor(() => expect(drawer?.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 2));
    await expect(canvas.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  },
};

/** Production's theme: deep orange (spec 4), here dark. */
export const ProductionTheme: Story = {
  globals: { ...pinned('environment'), theme: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Trading Accounts' });
    await expect(localStorage.getItem(storageKeys.themeColor)).toBe('dark-deep-orange');
  },
};

/** Any other environment: the deep-purple dark theme, and its Env label. */
export const QaEnvironmentTheme: Story = {
  parameters: { sessionOptions: { environment: 'qa' } },
  globals: { ...pinned('environment'), theme: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Trading Accounts' });
    await expect(localStorage.getItem(storageKeys.themeColor)).toBe('dark-deep-purple');
    await expect(canvas.getByText('Env: QA')).toBeVisible();
  },
};

/** The light theme, as the Theme toolbar shows any story. */
export const LightTheme: Story = {
  globals: { ...pinned('environment'), theme: 'light' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Trading Accounts' });
    await expect(localStorage.getItem(storageKeys.themeColor)).toBe('light-deep-orange');
    await expect(canvas.getByRole('button', { name: 'Switch to the dark theme' })).toBeVisible();
  },
};

/** The header's light/dark switch, kept in the settings. */
export const ThemeSwitch: Story = {
  globals: { ...pinned('environment'), theme: 'light' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to the dark theme' }));
    await expect(localStorage.getItem(storageKeys.themeColor)).toBe('dark-deep-orange');
    await expect(JSON.parse(localStorage.getItem(storageKeys.settings) ?? '{}')).toMatchObject({ mode: 'dark' });
    await expect(await canvas.findByRole('button', { name: 'Switch to the light theme' })).toBeVisible();
  },
};

/** The horizontal top navigation: the same menu by claims, the drawer temporary. */
export const HorizontalNavigation: Story = {
  parameters: { settings: { navigationStyle: 'horizontal' }, session: 'analyst' },
  play: async ({ canvas }) => {
    const top = within(await canvas.findByRole('navigation', { name: 'Main navigation' }));
    await expect(top.getByRole('link', { name: 'Trading Accounts' })).toHaveAttribute('aria-current', 'page');
    await expect(top.queryByRole('link', { name: 'Manage Roles' })).not.toBeInTheDocument();
    await userEvent.click(top.getByRole('button', { name: 'Reconciliation' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Trade Report' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Trade Report' })).toBeVisible();
  },
};

/** The menu toggle collapses the permanent drawer and opens it again. */
export const CollapseDrawer: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Trading Accounts' });
    await userEvent.click(canvas.getByRole('button', { name: 'Close the menu' }));
    await expect(canvas.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }));
    await expect((await sideMenu(canvas)).getByRole('link', { name: 'Trading Accounts' })).toBeVisible();
  },
};

/** Notifications and messages open independently; Escape closes them all together. */
export const Dropdowns: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Notifications/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Messages/ }));
    const notifications = await page().findByRole('dialog', { name: /^Notifications/ });
    const messages = await page().findByRole('dialog', { name: /^Messages/ });
    await expect(await within(notifications).findByText('ACH withdrawal watch')).toBeVisible();
    await expect(await within(messages).findByText('Grace Hopper')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Messages/ }));
    await expect(page().queryByRole('dialog', { name: /^Messages/ })).not.toBeInTheDocument();
    await expect(page().getByRole('dialog', { name: /^Notifications/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Messages/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog', { name: /^(Notifications|Messages)/ })).toBeNull());
  },
};

/** Empty feeds show the spec's texts. */
export const EmptyFeeds: Story = {
  parameters: { msw: { handlers: { feeds: feedsHandlers.empty } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }));
    await expect(await page().findByText('No notifications as of now!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Messages' }));
    await expect(await page().findByText('No new messages as of now!')).toBeVisible();
  },
};

/** A server without the feeds (404): a designed error state, not a crash. */
export const FeedsUnavailable: Story = {
  parameters: { msw: { handlers: { feeds: feedsHandlers.missing } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }));
    await expect(await page().findByText('This list could not be loaded.')).toBeVisible();
  },
};

/** Feeds while loading. */
export const FeedsLoading: Story = {
  parameters: { msw: { handlers: { feeds: feedsHandlers.loading } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }));
    await expect(await page().findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** The time-zone picker: search, choose, highlighted, closes half a second later; dates follow. */
export const TimeZone: Story = {
  parameters: { timeZone: { zone: 'UTC', offset: '+00:00' } },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Time zone: UTC+00:00' }));
    const dialog = await page().findByRole('dialog', { name: 'Time zone: UTC+00:00' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search time zones' }), '  KOLKATA ');
    const options = within(dialog).getAllByRole('button');
    await expect(options).toHaveLength(1);
    await userEvent.click(options[0] as HTMLElement);
    await expect(localStorage.getItem(storageKeys.offsetTime)).toBe('+05:30');
    await expect(localStorage.getItem(storageKeys.userTimezone)).toBe('Asia/Kolkata');
    await expect(within(dialog).getByRole('button', { current: true })).toHaveTextContent('Kolkata');
    await waitFor(() => expect(page().queryByRole('dialog', { name: /^Time zone/ })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Time zone: UTC+05:30' })).toBeVisible();
    await expect(await page().findByText(/Time zone set to UTC\+05:30/)).toBeVisible();
  },
};

/** The apps quick launch lists the menu's screens and the create flows the account may open, and Add New to /. */
export const AppsQuickLaunch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Apps' }));
    const menu = await page().findByRole('menu', { name: 'Apps' });
    await expect(within(menu).getByRole('menuitem', { name: 'Trading Accounts' })).toHaveAttribute(
      'href',
      '/app/tradingAccounts/listing',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Add New' })).toHaveAttribute('href', '/');
    // The create flows too (deviation C5): they have no menu entry.
    await expect(within(menu).getByRole('menuitem', { name: 'Symbols' })).toHaveAttribute('href', '/app/symbols');
    await expect(within(menu).getByRole('menuitem', { name: 'Symbol Strategies' })).toHaveAttribute(
      'href',
      '/app/smartfolio/symbolStrategies',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Resend Confirmation' })).toHaveAttribute(
      'href',
      '/app/userAccounts/resendEmail',
    );
  },
};

/** The user menu: profile, settings, logout (back to sign-in, session gone). */
export const UserMenuAndLogout: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu of Ada Lovelace' }));
    const menu = await page().findByRole('menu', { name: 'Account menu of Ada Lovelace' });
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/app/users/profiles',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/app/users/settings',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    await expect(localStorage.getItem(storageKeys.userData)).toBeNull();
  },
};

/** Impersonation: the banner names the customer; the way back restores the staff session. */
export const Impersonation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu of Ada Lovelace' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Impersonate a customer' }));
    const dialog = await page().findByRole('dialog', { name: 'Impersonate a customer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Customer user name/ }), 'user10000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impersonate' }));
    await expect(
      await canvas.findByText('You are impersonating Marlin Schimmel (user10000) as Ada Lovelace.'),
    ).toBeVisible();
    await expect(localStorage.getItem(storageKeys.accessToken)).toBe('msw-imp.admin.user10000');
    await userEvent.click(await canvas.findByRole('button', { name: 'Return to my session' }));
    await waitFor(() => expect(canvas.queryByText(/You are impersonating/)).toBeNull());
    await expect(localStorage.getItem(storageKeys.accessToken)).toBe('msw-access.admin');
    await expect(localStorage.getItem(storageKeys.impersonator)).toBeNull();
  },
};

/** Staff accounts cannot be impersonated: the server's refusal shows in the dialog. */
export const ImpersonationRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu of Ada Lovelace' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Impersonate a customer' }));
    const dialog = await page().findByRole('dialog', { name: 'Impersonate a customer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Customer user name/ }), 'analyst');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impersonate' }));
    await expect(await within(dialog).findByText(/only customers can be impersonated/)).toBeVisible();
  },
};

/** An expired access token: every call shares one refresh, then the page loads with no error. */
export const ExpiredTokenRefreshes: Story = {
  parameters: { sessionOptions: { token: 'expired' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^1–25 of \d+$/)).toBeVisible();
    await expect(localStorage.getItem(storageKeys.accessToken)).toBe('msw-access.admin');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A refused refresh clears the tokens and the user and returns to sign-in. */
export const RefreshRefused: Story = {
  parameters: {
    sessionOptions: { token: 'expired' },
    msw: { handlers: { auth: createAuthHandlers({ refreshFails: true }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    await expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    await expect(localStorage.getItem(storageKeys.userData)).toBeNull();
  },
};

/** A newer version is deployed: a refresh is advised; the action clears the caches. */
export const VersionOutdated: Story = {
  parameters: { msw: { handlers: { meta: metaHandlers.outdated } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Version 0\.1\.91 of the console is available/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear cache' }));
    await expect(await canvas.findByText(/reload the page to use the new version/)).toBeVisible();
  },
};

/** The guided tour: profile, notifications, messages; not shown again once finished. */
export const GuidedTour: Story = {
  parameters: { tour: true },
  play: async () => {
    const tour = await page().findByRole('dialog', { name: 'Your profile' }, { timeout: 3000 });
    await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    const second = await page().findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(second).getByRole('button', { name: 'Next' }));
    const third = await page().findByRole('dialog', { name: 'Messages' });
    await userEvent.click(within(third).getByRole('button', { name: 'Finish' }));
    await expect(localStorage.getItem(storageKeys.tourDone)).toBe('true');
  },
};

/** The tour can be skipped. */
export const GuidedTourSkipped: Story = {
  parameters: { tour: true },
  play: async () => {
    const tour = await page().findByRole('dialog', { name: 'Your profile' }, { timeout: 3000 });
    await userEvent.click(within(tour).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Your profile' })).toBeNull());
    await expect(localStorage.getItem(storageKeys.tourDone)).toBe('true');
  },
};

/** Escape closes the tour, as Skip does (issue 12). */
export const GuidedTourEscape: Story = {
  parameters: { tour: true },
  play: async () => {
    await page().findByRole('dialog', { name: 'Your profile' }, { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Your profile' })).toBeNull());
    await expect(localStorage.getItem(storageKeys.tourDone)).toBe('true');
  },
};

/** The settings page: light/dark and the navigation style persist. */
export const SettingsPage: Story = {
  parameters: { route: '/app/users/settings' },
  globals: { ...pinned('environment'), theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Top menu' }));
    await expect(JSON.parse(localStorage.getItem(storageKeys.settings) ?? '{}')).toMatchObject({
      navigationStyle: 'horizontal',
    });
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await expect(localStorage.getItem(storageKeys.themeColor)).toBe('light-deep-orange');
  },
};

/** The profile page. */
export const ProfilePage: Story = {
  parameters: { route: '/app/users/profiles', session: 'compliance' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByText('compliance@brokerage.example')).toBeVisible();
  },
};

/** Keyboard: the user menu takes focus on its first item; Escape closes it and returns focus. */
export const KeyboardUserMenu: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Account menu of Ada Lovelace' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu', { name: 'Account menu of Ada Lovelace' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
  },
};
