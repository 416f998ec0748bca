import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { paths } from '@/config/paths';
import { BankAccountDetailsPage } from '@/features/bank-accounts/pages/BankAccountDetailsPage';
import { bankAccountDetailsHandlers } from '@/mocks/handlers';

import { detailsScreenStories, sectionReady } from '../../support/details-checks';
import { findDialog } from '../../support/interactions';

const screen = detailsScreenStories({
  route: paths.details.bankAccount(400000),
  handlers: { bankAccountDetails: bankAccountDetailsHandlers },
  arabicHeading: 'تفاصيل الحساب المصرفي',
  section: 'Review',
  arabicSection: 'المراجعة',
  notFoundText: /There is no bank account with the id 400000/,
  populated: async (canvas) => {
    await expect(canvas.getByRole('group', { name: 'Reviewer actions' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Transfers through this bank account' })).toBeVisible();
  },
});

/**
 * Bank Accounts Details (/app/bankaccounts/account?bankAccountId=…, spec 2): the account, its review
 * with the reviewer's actions, its owner's trading account, and the transfers through it.
 */
const meta = {
  title: 'Screens/Bank accounts/Details',
  component: BankAccountDetailsPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof BankAccountDetailsPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;

type Story = StoryObj<typeof meta>;

/** Confirms a review dialog once it shows (it fades in: an answer read before then is not visible). */
const confirmIn = async (dialogName: string) => {
  const dialog = await findDialog(dialogName, 'alertdialog');
  await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
  return dialog;
};

/** Manual Pass, confirmed: the new override shows at once. */
export const ManualPass: Story = {
  play: async ({ canvas }) => {
    await sectionReady('Review')(canvas, {} as never);
    await userEvent.click(canvas.getByRole('button', { name: 'P · Manual Pass' }));
    await expect(
      (await findDialog('Change the review?', 'alertdialog')).getByText(/to P · Manual Pass\?/),
    ).toBeVisible();
    await confirmIn('Change the review?');
    await expect(await canvas.findByRole('button', { name: 'P · Manual Pass', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Review' })).toHaveTextContent(/Manual overrideP · Manual Pass/);
  },
};

/** The active override, pressed again, offers to clear it (it asked to set it again). */
export const ActiveOverrideOffersToClear: Story = {
  play: async ({ canvas }) => {
    await sectionReady('Review')(canvas, {} as never);
    await userEvent.click(canvas.getByRole('button', { name: 'P · Manual Pass' }));
    await confirmIn('Change the review?');
    const active = await canvas.findByRole('button', { name: 'P · Manual Pass', pressed: true });
    await userEvent.click(active);
    const dialog = await findDialog('Change the review?', 'alertdialog');
    await expect(await dialog.findByText('Clear the manual override of bank account 400000?')).toBeVisible();
    await expect(dialog.queryByText(/to P · Manual Pass\?/)).toBeNull();
  },
};

/** The server refuses the action: its message shows in the dialog, nothing changes. */
export const Refused: Story = {
  parameters: { msw: { handlers: { bankAccountDetails: bankAccountDetailsHandlers.refused } } },
  play: async ({ canvas }) => {
    await sectionReady('Review')(canvas, {} as never);
    await userEvent.click(canvas.getByRole('button', { name: 'F · Manual Fail' }));
    const dialog = await confirmIn('Change the review?');
    await expect(await dialog.findByText(/There is no bank account 400000/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('button', { name: 'F · Manual Fail', pressed: false })).toBeVisible();
  },
};

/** A review state, confirmed: the new state shows at once beside the override. */
export const ReviewStatePassed: Story = {
  play: async ({ canvas }) => {
    await sectionReady('Review')(canvas, {} as never);
    const states = within(canvas.getByRole('group', { name: 'Set the review state' }));
    await userEvent.click(states.getByRole('button', { name: 'Passed' }));
    const dialog = await findDialog('Change the review state?', 'alertdialog');
    await expect(dialog.getByText('Set bank account 400000 to Passed?')).toBeVisible();
    await confirmIn('Change the review state?');
    await expect(await states.findByRole('button', { name: 'Passed', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Review' })).toHaveTextContent(/Review statePassed/);
  },
};

/** The server refuses the review state: its message shows in the dialog, nothing changes. */
export const ReviewStateRefused: Story = {
  parameters: { msw: { handlers: { bankAccountDetails: bankAccountDetailsHandlers.refused } } },
  play: async ({ canvas }) => {
    await sectionReady('Review')(canvas, {} as never);
    const states = within(canvas.getByRole('group', { name: 'Set the review state' }));
    await userEvent.click(states.getByRole('button', { name: 'Reviewing' }));
    const dialog = await confirmIn('Change the review state?');
    await expect(await dialog.findByText(/There is no bank account 400000/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await states.findByRole('button', { name: 'Reviewing', pressed: false })).toBeVisible();
  },
};
