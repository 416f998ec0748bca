import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { paths } from '@/config/paths';
import { CreateCashMovementPage } from '@/features/cash-movement/pages/CreateCashMovementPage';

import { formStories } from '../../support/form-stories';
import { fill, screen, wait } from '../../support/interactions';
import { expectToast, withToaster } from '../../support/toaster';
import { pinned } from '../../support/session';

/**
 * The cash movement create page (spec 2, 3; users.manage): a manual transfer
 * for an account, with the spec's types and kinds, an amount and a date.
 */
const meta = {
  title: 'Screens/Cash movement/Create',
  component: CreateCashMovementPage,
  parameters: { session: 'admin', route: paths.create.cashMovement, layout: 'padded' },
  globals: pinned('account'),
  decorators: [withToaster],
} satisfies Meta<typeof CreateCashMovementPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = async (canvas: Canvas, name = 'Create Cash Movement') =>
  within(await canvas.findByRole('form', { name }, wait));

async function choose(f: ReturnType<typeof within>, field: string, option: string) {
  await userEvent.click(f.getByRole('combobox', { name: field }));
  await userEvent.click(await screen().findByRole('option', { name: option }, wait));
}

async function fillValid(canvas: Canvas, amount = '250.50') {
  const f = await form(canvas);
  await fill(f.getByRole('combobox', { name: 'Trading account' }), '5RB00100000');
  await userEvent.click(await screen().findByRole('option', { name: /5RB00100000/ }, wait));
  await choose(f, 'Type', 'From broker');
  await fill(f.getByLabelText(/^Amount/), amount);
  return f;
}

const forms = formStories({
  name: 'Create Cash Movement',
  submit: 'Create',
  arabicHeading: 'إنشاء حركة نقد',
  fillValid: (canvas) => fillValid(canvas),
  fieldProblem: {
    path: '/api/admin/transfers',
    field: 'Date',
    message: 'The date cannot be before the account was opened.',
  },
});

/** Account, type (the kind follows), amount and date filled, ready to create. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const f = await fillValid(canvas);
    await expect(f.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Invest');
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const f = await form(canvas);
    await expect(f.getByRole('combobox', { name: 'Trading account' })).toHaveValue('');
    await userEvent.click(f.getByRole('combobox', { name: 'Type' }));
    await expect(await screen().findAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
  },
};

/** The kind follows the type; a kind against the type's direction, and bad amounts, are refused by field. */
export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    const f = await form(canvas);
    await userEvent.click(f.getByRole('button', { name: 'Create' }));
    await expect(await f.findAllByText('This field is required')).toHaveLength(4);
    await choose(f, 'Type', 'Bank withdrawal');
    await expect(f.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Withdraw');
    await choose(f, 'Kind', 'Invest');
    await expect(await f.findByText('A Bank withdrawal transfer is Withdraw.')).toBeVisible();
    await fill(f.getByLabelText(/^Amount/), '1.005');
    await expect(await f.findByText('Use whole cents (at most two decimals).')).toBeVisible();
    await userEvent.clear(f.getByLabelText(/^Amount/));
    await fill(f.getByLabelText(/^Amount/), '2000000');
    await expect(await f.findByText('Enter an amount more than 0 and at most 1,000,000.')).toBeVisible();
  },
};

/** Created: a toast and a link to the new transfer. */
export const Created: Story = {
  play: async ({ canvas }) => {
    const f = await fillValid(canvas);
    await userEvent.click(f.getByRole('button', { name: 'Create' }));
    await expectToast(/Transfer \d+ created/);
    const status = await f.findByRole('status', {}, wait);
    await expect(within(status).getByRole('link', { name: 'Open the transfer' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/cashMovement\/details\?transferId=\d+$/),
    );
  },
};

export const ServerFieldErrors = forms.ServerFieldErrors;
export const Submitting = forms.Submitting;
export const ServerError = forms.ServerError;
export const Forbidden = forms.Forbidden;
export const Arabic = forms.Arabic;
export const Phone = forms.Phone;
