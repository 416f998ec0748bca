import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '@/config/paths';
import { CreateUserPage } from '@/features/user-accounts/pages/CreateUserPage';

import { formStories } from '../../support/form-stories';
import { fill, findDialog, wait } from '../../support/interactions';
import { withToaster } from '../../support/toaster';
import { pinned } from '../../support/session';

/**
 * Create New User (spec 2, 4, 8; users.manage): field-level checks in the
 * browser and from the server, then 'User Created Successfully' and 'Do you
 * want to create another user?'. Writes go to MSW's users, so the listing
 * shows what a designer creates.
 */
const meta = {
  title: 'Screens/User accounts/Create New User',
  component: CreateUserPage,
  parameters: { session: 'admin', route: paths.create.user, layout: 'padded' },
  globals: pinned('account'),
  decorators: [withToaster],
} satisfies Meta<typeof CreateUserPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = async (canvas: Canvas, name = 'Create New User') =>
  within(await canvas.findByRole('form', { name }, wait));

async function fillValid(canvas: Canvas, email = 'grace.kelly@mail.example') {
  const f = await form(canvas);
  await fill(f.getByLabelText(/^First name/), 'Grace');
  await fill(f.getByLabelText(/^Last name/), 'Kelly');
  await fill(f.getByLabelText(/^Email/), email);
  return f;
}

const forms = formStories({
  name: 'Create New User',
  submit: 'Create user',
  arabicHeading: 'إنشاء مستخدم جديد',
  fillValid: (canvas) => fillValid(canvas),
  fieldProblem: { path: '/api/admin/users', field: 'Email', message: 'This address cannot receive mail.' },
  after: {
    ServerFieldErrors: async (f) => {
      await expect(f.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    },
    Submitting: async (f) => {
      await expect(f.getByRole('progressbar')).toBeVisible();
    },
    ServerError: async (f) => {
      await expect(f.getByLabelText(/^First name/)).toHaveValue('Grace');
    },
    Arabic: async (f) => {
      await userEvent.click(f.getByRole('button', { name: 'إنشاء المستخدم' }));
      await expect(await f.findAllByText('هذا الحقل مطلوب')).toHaveLength(3);
    },
  },
});

/** Filled in, ready to send: the catalogue's picture of the form. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const f = await fillValid(canvas);
    await fill(f.getByLabelText(/^Phone/), '+1 212 555 0101');
    await expect(f.getByLabelText(/^Email/)).toHaveValue('grace.kelly@mail.example');
    await expect(f.queryByText('This field is required')).toBeNull();
  },
};

/** The empty form: three required fields, two optional ones, the level at Free. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const f = await form(canvas);
    await expect(f.getByLabelText(/^First name/)).toHaveValue('');
    await expect(f.getByRole('combobox', { name: 'Membership level' })).toHaveTextContent('Free');
    await expect(f.getByRole('button', { name: 'Create user' })).toBeEnabled();
  },
};

/** Submitted half-filled: each field says what is wrong, before anything is sent. */
export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    const f = await form(canvas);
    await fill(f.getByLabelText(/^Email/), 'not-an-email');
    await fill(f.getByLabelText(/^Username/), 'a b');
    await userEvent.click(f.getByRole('button', { name: 'Create user' }));
    await expect(await f.findAllByText('This field is required')).toHaveLength(2);
    await expect(f.getByText('Enter an email address such as name@example.com.')).toBeVisible();
    await expect(f.getByText('Use 3 to 32 letters, digits, dots, underscores or hyphens.')).toBeVisible();
  },
};

/** Created: 'User Created Successfully' and the question; Yes gives an empty form. */
export const SuccessDialog: Story = {
  play: async ({ canvas }) => {
    const f = await fillValid(canvas, `story.${Date.now()}@mail.example`);
    await userEvent.click(f.getByRole('button', { name: 'Create user' }));
    // The modal question hides the toast from the accessibility tree; the journey checks the toast.
    const dialog = await findDialog('User Created Successfully', 'alertdialog');
    // The dialog fades in: wait until its text is visible.
    await waitFor(() => expect(dialog.getByText('Do you want to create another user?')).toBeVisible(), wait);
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(f.getByLabelText(/^First name/)).toHaveValue(''), wait);
  },
};

/** The server's own field messages land on their fields. */
export const ServerFieldErrors = forms.ServerFieldErrors;
export const Submitting = forms.Submitting;
/** The form keeps what was typed when the server fails. */
export const ServerError = forms.ServerError;
/** Without users.manage the route is not even registered; the form itself also says so. */
export const Forbidden = forms.Forbidden;
export const Arabic = forms.Arabic;
export const Phone = forms.Phone;
