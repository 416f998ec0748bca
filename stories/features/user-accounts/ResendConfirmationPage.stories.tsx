import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { paths } from '@/config/paths';
import { ResendConfirmationPage } from '@/features/user-accounts/pages/ResendConfirmationPage';

import { formStories } from '../../support/form-stories';
import { fill, wait } from '../../support/interactions';
import { pinned } from '../../support/session';

/** Resend Confirmation (spec 2; users.manage): one email field and the server's answer. */
const meta = {
  title: 'Screens/User accounts/Resend Confirmation',
  component: ResendConfirmationPage,
  parameters: { session: 'admin', route: paths.create.resendConfirmation, layout: 'padded' },
  globals: pinned('account'),
} satisfies Meta<typeof ResendConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = async (canvas: Canvas, name = 'Resend Confirmation') =>
  within(await canvas.findByRole('form', { name }, wait));

async function send(canvas: Canvas, email: string) {
  const f = await form(canvas);
  await fill(f.getByLabelText(/^Email/), email);
  await userEvent.click(f.getByRole('button', { name: 'Resend' }));
  return f;
}

const forms = formStories({
  name: 'Resend Confirmation',
  submit: 'Resend',
  arabicHeading: 'إعادة إرسال التأكيد',
  fillValid: async (canvas) => {
    const f = await form(canvas);
    await fill(f.getByLabelText(/^Email/), 'user10011@mail.example');
    return f;
  },
});

/** Filled in, ready to send. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const f = await form(canvas);
    await fill(f.getByLabelText(/^Email/), 'user10011@mail.example');
    await expect(f.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const f = await form(canvas);
    await expect(f.getByLabelText(/^Email/)).toHaveValue('');
  },
};

/** Checked in the browser first: empty, then malformed. */
export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    const f = await form(canvas);
    await userEvent.click(f.getByRole('button', { name: 'Resend' }));
    await expect(await f.findByText('This field is required')).toBeVisible();
    await fill(f.getByLabelText(/^Email/), 'nobody');
    await expect(await f.findByText('Enter an email address such as name@example.com.')).toBeVisible();
  },
};

/** The server's answer to an address no user has. */
export const ServerError: Story = {
  play: async ({ canvas }) => {
    const f = await send(canvas, 'nobody@mail.example');
    await expect(await f.findByRole('alert', {}, wait)).toHaveTextContent('No user has the email nobody@mail.example.');
  },
};

/** Sent: where and when, the date as MM/DD/YYYY hh:mm A. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    const f = await send(canvas, 'user10011@mail.example');
    await expect(await f.findByRole('status', {}, wait)).toHaveTextContent(
      /The confirmation email was sent to user10011@mail\.example on \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M\./,
    );
  },
};

export const Submitting = forms.Submitting;
export const Forbidden = forms.Forbidden;
export const Arabic = forms.Arabic;
export const Phone = forms.Phone;
