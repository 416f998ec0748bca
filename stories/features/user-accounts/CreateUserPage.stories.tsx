import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '@/config/paths';
import { CreateUserPage } from '@/features/user-accounts/pages/CreateUserPage';
import { createHandlers } from '@/mocks/handlers';
import { http, problem } from '@/mocks/http';

import { fill, screen, wait } from '../../support/interactions';
import { expectNoSidewaysScroll } from '../../support/screen-stories';
import { withToaster } from '../../support/toaster';
import { atViewport } from '../../support/viewports';

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

/** The server's own field messages land on their fields. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        create: [
          http.post('/api/admin/users', () =>
            problem(400, 'Bad Request', 'Email: This address cannot receive mail.', {
              Email: ['This address cannot receive mail.'],
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const f = await fillValid(canvas);
    await userEvent.click(f.getByRole('button', { name: 'Create user' }));
    await expect(await f.findByText('This address cannot receive mail.', {}, wait)).toBeVisible();
    await expect(f.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the server works: the button shows it and takes no second click. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { create: createHandlers.loading } } },
  play: async ({ canvas }) => {
    const f = await fillValid(canvas);
    await userEvent.click(f.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(f.getByRole('button', { name: /Create user/ })).toBeDisabled(), wait);
    await expect(f.getByRole('progressbar')).toBeVisible();
  },
};

/** The server fails: its message shows above the button; the form keeps what was typed. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { create: createHandlers.errors } } },
  play: async ({ canvas }) => {
    const f = await fillValid(canvas);
    await userEvent.click(f.getByRole('button', { name: 'Create user' }));
    await expect(await f.findByRole('alert', {}, wait)).toHaveTextContent(
      'The server refused the request: The server could not complete the request.',
    );
    await expect(f.getByLabelText(/^First name/)).toHaveValue('Grace');
  },
};

/** Created: 'User Created Successfully' and the question; Yes gives an empty form. */
export const SuccessDialog: Story = {
  play: async ({ canvas }) => {
    const f = await fillValid(canvas, `story.${Date.now()}@mail.example`);
    await userEvent.click(f.getByRole('button', { name: 'Create user' }));
    // The modal question hides the toast from the accessibility tree; the journey checks the toast.
    const dialog = within(await screen().findByRole('alertdialog', { name: 'User Created Successfully' }, wait));
    // The dialog fades in: wait until its text is visible.
    await waitFor(() => expect(dialog.getByText('Do you want to create another user?')).toBeVisible(), wait);
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(f.getByLabelText(/^First name/)).toHaveValue(''), wait);
  },
};

/** Without users.manage (the route is not even registered then): the form says so and cannot be sent. */
export const Forbidden: Story = {
  parameters: { session: 'analyst' },
  play: async ({ canvas }) => {
    const f = await form(canvas);
    await expect(
      await canvas.findByText('You do not have the permission this form needs (users.manage).'),
    ).toBeVisible();
    await expect(f.getByRole('button', { name: 'Create user' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'إنشاء مستخدم جديد' }, wait)).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const f = await form(canvas, 'إنشاء مستخدم جديد');
    await userEvent.click(f.getByRole('button', { name: 'إنشاء المستخدم' }));
    await expect(await f.findAllByText('هذا الحقل مطلوب')).toHaveLength(3);
  },
};

export const Phone: Story = {
  globals: atViewport('phone'),
  play: async ({ canvas }) => {
    await form(canvas);
    await expectNoSidewaysScroll();
  },
};
