import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { paths } from '@/config/paths';
import { AddAccountPage } from '@/features/trading-accounts/pages/AddAccountPage';

import { formStories } from '../../support/form-stories';
import { fill, screen, wait } from '../../support/interactions';
import { expectToast, withToaster } from '../../support/toaster';
import { pinned } from '../../support/session';

/** Add account (spec 2, 3; users.manage): a customer found by search, an account type by its spec name. */
const meta = {
  title: 'Screens/Trading accounts/Add account',
  component: AddAccountPage,
  parameters: { session: 'admin', route: paths.create.account, layout: 'padded' },
  globals: pinned('account'),
  decorators: [withToaster],
} satisfies Meta<typeof AddAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = async (canvas: Canvas, name = 'Add account') => within(await canvas.findByRole('form', { name }, wait));

async function fillValid(canvas: Canvas) {
  const f = await form(canvas);
  await fill(f.getByRole('combobox', { name: 'Customer' }), 'user10003');
  await userEvent.click(await screen().findByRole('option', { name: /user10003@mail\.example/ }, wait));
  await userEvent.click(f.getByRole('combobox', { name: 'Account type' }));
  await userEvent.click(await screen().findByRole('option', { name: 'Roth IRA' }, wait));
  return f;
}

const forms = formStories({
  name: 'Add account',
  submit: 'Open account',
  arabicHeading: 'إضافة حساب',
  fillValid,
  fieldProblem: { path: '/api/admin/trading-accounts', field: 'UserId', message: 'There is no customer 10003.' },
});

/** A customer and a type chosen, ready to open. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const f = await fillValid(canvas);
    await expect(f.getByRole('combobox', { name: 'Account type' })).toHaveTextContent('Roth IRA');
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const f = await form(canvas);
    await expect(f.getByRole('combobox', { name: 'Customer' })).toHaveValue('');
    await userEvent.click(f.getByRole('combobox', { name: 'Account type' }));
    // Every spec type but Unknown, by name.
    await expect(await screen().findAllByRole('option')).toHaveLength(16);
    await expect(screen().queryByRole('option', { name: 'Unknown' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** Nothing chosen: both fields say so; the server's field messages land the same way. */
export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    const f = await form(canvas);
    await userEvent.click(f.getByRole('button', { name: 'Open account' }));
    await expect(await f.findAllByText('This field is required')).toHaveLength(2);
  },
};

/** Opened: a toast, and a link to the new account; the form is ready for the next one. */
export const Opened: Story = {
  play: async ({ canvas }) => {
    const f = await fillValid(canvas);
    await userEvent.click(f.getByRole('button', { name: 'Open account' }));
    await expectToast(/Account 5RB\d{8} opened for /);
    const status = await f.findByRole('status', {}, wait);
    await expect(within(status).getByRole('link', { name: 'Open the account' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/tradingAccounts\/account\?tradingAccountId=10003\d$/),
    );
    await expect(f.getByRole('combobox', { name: 'Customer' })).toHaveValue('');
  },
};

export const ServerFieldErrors = forms.ServerFieldErrors;
export const Submitting = forms.Submitting;
export const ServerError = forms.ServerError;
export const Forbidden = forms.Forbidden;
export const Arabic = forms.Arabic;
export const Phone = forms.Phone;
