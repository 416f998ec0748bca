import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { UserDetailsPage } from '@/features/customer-details/pages/UserDetailsPage';
import { customerDetailsHandlers } from '@/mocks/handlers';

import { neverAnswered, refusedField } from '../../support/form-stories';
import { choose, fill, findDialog, wait } from '../../support/interactions';
import { type Check, expectFailed, expectForbidden, screenStories } from '../../support/screen-stories';

const route = '/app/userAccounts/details?userId=10000';

const headerReady: Check = async (canvas) => {
  await expect(await canvas.findByRole('heading', { level: 2, name: 'Marlin Schimmel' })).toBeVisible();
  await expect(await canvas.findByRole('tablist', { name: 'User details' })).toBeVisible();
};

const screen = screenStories({
  route,
  handlers: { customerDetails: customerDetailsHandlers },
  arabicHeading: 'تفاصيل المستخدم',
  checks: {
    ready: headerReady,
    readyArabic: async (canvas) => {
      await expect(await canvas.findByRole('tablist', { name: 'تفاصيل المستخدم' })).toBeVisible();
    },
    loading: async (canvas) => {
      await expect(await canvas.findByRole('status', { name: 'Loading details' })).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(canvas.getByRole('status', { name: 'Loading details' })).toBeVisible();
    },
    // The first tab (Account History) of a user with no trading accounts says so.
    empty: async (canvas) => {
      await expect(await canvas.findByText('This user has no trading accounts.')).toBeVisible();
    },
    failed: (canvas) => expectFailed(canvas, /record could not be loaded/),
    forbidden: (canvas) => expectForbidden(canvas, 'View user accounts'),
  },
  populated: async (canvas) => {
    const tabs = await canvas.findByRole('tablist', { name: 'User details' });
    await expect(within(tabs).getAllByRole('tab')).toHaveLength(18);
    await expect(canvas.getByRole('button', { name: 'Impersonate' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Account history' })).toBeVisible();
  },
});

/** The header card, Impersonate and the 18 tabs of spec 2's first naming. */
const meta = {
  title: 'Screens/User accounts/User Details',
  component: UserDetailsPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof UserDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;

/** Compliance staff lack Trade.viewList, bankAccount.viewList and tradingAccount.viewDetails: those tabs are left out (D3). */
export const LimitedTabs: Story = {
  parameters: { session: 'compliance' },
  play: async ({ canvas }) => {
    const tabs = await canvas.findByRole('tablist', { name: 'User details' });
    await expect(within(tabs).queryByRole('tab', { name: 'Trades' })).toBeNull();
    await expect(within(tabs).queryByRole('tab', { name: 'Account History' })).toBeNull();
    await expect(within(tabs).getByRole('tab', { name: 'Bank Transfers' })).toBeVisible();
  },
};

/** Malformed and unknown ids: a not-found state inside the shell. */
export const NotFound: Story = {
  parameters: { route: '/app/userAccounts/details?userId=99999999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'There is no user 99999999.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to User Accounts' })).toBeVisible();
  },
};

export const MalformedId: Story = {
  parameters: { route: '/app/userAccounts/details?userId=abc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '“abc” is not a valid id.' })).toBeVisible();
  },
};

/** One tab of the screen, opened from the URL, with what it must show. */
const tab = (id: string, name: string, shows: Check): Story => ({
  parameters: { route: `${route}&tab=${id}` },
  play: async (context) => {
    await expect(await context.canvas.findByRole('tab', { name, selected: true })).toBeVisible();
    await shows(context.canvas, context);
  },
});
const table =
  (name: string): Check =>
  async (canvas) => {
    const found = await canvas.findByRole('table', { name });
    await expect((await within(found).findAllByRole('row')).length).toBeGreaterThan(1);
  };
const text =
  (words: string): Check =>
  async (canvas) => {
    await expect(await canvas.findByText(words)).toBeVisible();
  };

export const TabAccountHistory = tab('accountHistory', 'Account History', table('Account history'));
export const TabAuditTrail = tab('auditTrail', 'Audit Trail', table('Audit trail'));
export const TabIdentityAuditTrail = tab('identityAuditTrail', 'Identity Audit Trail', async (canvas) => {
  await expect(await canvas.findByRole('combobox', { name: 'Activity' })).toHaveTextContent('admin page');
});
export const TabIdentityDocuments = tab('identityDocuments', 'Identity Documents', table('Identity documents'));
export const TabPositions = tab('positions', 'Positions', table('Positions'));
export const TabTrades = tab('trades', 'Trades', table('Trades'));
export const TabBankAccounts = tab('bankAccounts', 'Bank Accounts', table('Bank accounts'));
export const TabBankTransfers = tab('bankTransfers', 'Bank Transfers', table('Bank transfers'));
export const TabBrokerDocuments = tab('brokerDocuments', 'Broker Documents', table('Broker documents'));
export const TabEmployee = tab('employee', 'Employee', text('Employment status'));
export const TabTrustedContact = tab('trustedContact', 'Trusted Contact', async (canvas) => {
  await expect(await canvas.findByRole('heading', { name: 'Trusted Contact' })).toBeVisible();
});
export const TabFinancialDetails = tab('financialDetails', 'Financial Details', text('Annual income'));
export const TabOnboardingDocuments = tab('onboardingDocuments', 'Onboarding Documents', table('Onboarding documents'));
export const TabAffiliation = tab('affiliation', 'Affiliation', async (canvas) => {
  await expect(await canvas.findByRole('table', { name: 'Affiliations' })).toBeVisible();
});
export const TabAssignedRoles = tab('assignedRoles', 'Assigned Roles', async (canvas) => {
  await expect(await canvas.findByRole('table', { name: 'Assigned roles' })).toBeVisible();
});
export const TabMembershipInfo = tab('membershipInfo', 'Membership Info', text('Membership level'));
export const TabSmartfolioInfo = tab('smartfolioInfo', 'Smartfolio Info', async (canvas) => {
  await expect(await canvas.findByRole('heading', { name: 'Smartfolio holdings' })).toBeVisible();
});
export const TabSelectiveRestrictions = tab('selectiveRestrictions', 'Selective Restrictions', async (canvas) => {
  await expect(await canvas.findByRole('button', { name: 'Add restriction' })).toBeVisible();
});

/** Without users.manage the restrictions are read-only. */
export const RestrictionsReadOnly: Story = {
  parameters: { session: 'analyst', route: `${route}&tab=selectiveRestrictions` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Adding and removing restrictions needs the users.manage permission.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add restriction' })).toBeNull();
  },
};

const restrictionsOf = (userId: number) => `/app/userAccounts/details?userId=${userId}&tab=selectiveRestrictions`;

/** Adds a Smartfolio Buy restriction with this reason; returns the dialog. */
async function addSmartfolioBuy(canvas: StoryContext['canvas'], reason: string) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add restriction' }, wait));
  const dialog = await findDialog('Add a selective restriction');
  await choose(dialog, 'Permission', 'Smartfolio Buy');
  await fill(dialog.getByRole('textbox', { name: /^Reason/ }), reason);
  await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
  return dialog;
}

/** A user's restrictions, newest first, each with its remove action. */
export const RestrictionsPopulated: Story = {
  parameters: { route: restrictionsOf(10034) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Selective restrictions' }, wait);
    const row = await within(table).findByRole('row', { name: /Smartfolio Buy/ }, wait);
    await expect(within(row).getByRole('button', { name: 'Remove Smartfolio Buy' })).toBeVisible();
  },
};

/** A user without restrictions: the table says so, and one can still be added. */
export const RestrictionsEmpty: Story = {
  parameters: { route: restrictionsOf(10000) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Selective restrictions' }, wait);
    await expect(await within(table).findByText('No Records to Display', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add restriction' })).toBeEnabled();
  },
};

/** Nothing chosen or typed: each field says what it needs, the first takes the focus, nothing is sent; a reason too long says so. */
export const RestrictionsAddInvalid: Story = {
  parameters: { route: restrictionsOf(10000) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add restriction' }, wait));
    const dialog = await findDialog('Add a selective restriction');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Choose a permission.', {}, wait)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription('Give a reason.');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /^Permission/ })).toHaveFocus(), wait);
    // A reason over the server's 200 characters is refused in the dialog too, as it is typed.
    const reason = dialog.getByRole('textbox', { name: /^Reason/ });
    await fill(reason, 'x'.repeat(201));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('At most 200 characters.'), wait);
  },
};

/** The server names a field in its refusal: its words on that field, which takes the focus; what was chosen stays. */
export const RestrictionsAddFieldRefused: Story = {
  parameters: {
    route: restrictionsOf(10000),
    msw: {
      handlers: {
        customerDetails: [
          // Any refusal the console cannot foresee, as the server words it (a 400 naming the field).
          refusedField('post', '/api/admin/users/:userId/restrictions', 'reason', 'The reason may not contain a link.'),
          ...customerDetailsHandlers.default,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await addSmartfolioBuy(canvas, 'See https://example.com');
    const reason = dialog.getByRole('textbox', { name: /^Reason/ });
    await waitFor(() => expect(reason).toHaveAccessibleDescription('The reason may not contain a link.'), wait);
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(reason).toHaveFocus(), wait);
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(dialog.getByRole('combobox', { name: /^Permission/ })).toHaveTextContent('Smartfolio Buy');
  },
};

/** While the restriction is being added: Add shows it and takes no second click, Cancel waits, the dialog stays. */
export const RestrictionsAddPending: Story = {
  parameters: {
    route: restrictionsOf(10000),
    msw: {
      handlers: {
        customerDetails: [
          neverAnswered('post', '/api/admin/users/:userId/restrictions'),
          ...customerDetailsHandlers.default,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await addSmartfolioBuy(canvas, 'Documents expired');
    await waitFor(() => expect(dialog.getByRole('button', { name: /Add/ })).toBeDisabled(), wait);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Documents expired');
  },
};

/** A permission restricted already: the server's conflict above the fields; what was typed stays. */
export const RestrictionsAddConflict: Story = {
  parameters: { route: restrictionsOf(10034) },
  play: async ({ canvas }) => {
    const dialog = await addSmartfolioBuy(canvas, 'Documents expired again');
    await expect(
      await dialog.findByText('Smartfolio Buy is already restricted for user 10034.', {}, wait),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Documents expired again');
    await expect(dialog.getByRole('combobox', { name: /^Permission/ })).toHaveTextContent('Smartfolio Buy');
  },
};
