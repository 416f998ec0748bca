import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';

import { AppRoutes } from '@/app/routes';
import { SignInPage } from '@/features/auth/pages/SignInPage';
import { storageKeys } from '@/lib/storage-keys';
import { authNetworkErrorHandlers } from '@/mocks/handlers/auth';

import { expectNoSidewaysScroll } from '../../support/screen-stories';
import { atViewport } from '../../support/viewports';
import { pinned } from '../../support/session';

/**
 * The sign-in page inside the console's own routes: a successful sign-in
 * lands where staff land, on the trading accounts listing in its shell.
 */
const meta = {
  title: 'Screens/Auth/Sign in',
  component: SignInPage,
  parameters: { route: '/signin' },
  globals: pinned('account'),
  render: () => (
    <Suspense fallback={null}>
      <AppRoutes />
    </Suspense>
  ),
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The form's fields, once the page has rendered (it loads its translations first). */
const fields = async (canvas: Canvas) => ({
  username: await canvas.findByRole('textbox', { name: 'Username' }),
  password: await canvas.findByLabelText('Password'),
  submit: await canvas.findByRole('button', { name: 'Sign in' }),
});

/** Signed in: the trading accounts listing in the console's shell, where staff land (spec 2). */
const expectLanded = async (canvas: Canvas) => {
  await expect(
    await canvas.findByRole('heading', { name: 'Trading Accounts', level: 1 }, { timeout: 15000 }),
  ).toBeVisible();
  // The shell's banner, and the sign-in form gone.
  await expect(canvas.getByRole('banner')).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Sign in' })).toBeNull();
};

/** The empty form, as staff first see it. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const { username, password } = await fields(canvas);
    await expect(username).toHaveValue('');
    await expect(password).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in · Back Office Console'));
  },
};

/** Submitting with a field blank after trimming shows the spec's message and sends nothing. */
export const ValidationError: Story = {
  play: async ({ canvas }) => {
    const { username, password, submit } = await fields(canvas);
    await userEvent.type(username, '   ');
    await userEvent.click(password);
    await userEvent.tab();
    // Each field marks an error when left empty on blur.
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Both "username" and "password" are required to login.',
    );
    await expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  },
};

/** A wrong password: the server's error text is shown. */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    const { username, password, submit } = await fields(canvas);
    await userEvent.type(username, 'admin');
    await userEvent.type(password, 'not-the-password');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
  },
};

/** The customer account gets a token but lacks pageAccess: refused, and no token kept. */
export const Refused: Story = {
  play: async ({ canvas }) => {
    const { username, password, submit } = await fields(canvas);
    await userEvent.type(username, 'customer');
    await userEvent.type(password, 'password');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You are not authorized to login!');
    await expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    await expect(localStorage.getItem(storageKeys.userData)).toBeNull();
  },
};

/** admin signs in (with the QA prefix) and the app goes to `/`. */
export const Success: Story = {
  play: async ({ canvas }) => {
    const { username, password, submit } = await fields(canvas);
    await userEvent.type(username, '*admin');
    await expect(await canvas.findByText('Environment: QA')).toBeVisible();
    await userEvent.type(password, 'password');
    await userEvent.click(submit);
    await expectLanded(canvas);
    await expect(localStorage.getItem(storageKeys.accessToken)).toBe('msw-access.admin');
    await expect(localStorage.getItem(storageKeys.userServer)).toBe('qa');
  },
};

/** Signing in: the button says so and cannot be pressed twice while the server answers (here, never). */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('/connect/token', async () => {
            await delay('infinite');
            return HttpResponse.error();
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const { username, password, submit } = await fields(canvas);
    await userEvent.type(username, 'admin');
    await userEvent.type(password, 'password');
    await userEvent.click(submit);
    const busy = await canvas.findByRole('button', { name: 'Signing in…' });
    await expect(busy).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  },
};

/** The server failed (500): its reason is shown, the form keeps what was typed, and nothing is stored. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('/connect/token', () =>
            HttpResponse.json(
              { error: 'server_error', error_description: 'The server could not complete the request.' },
              { status: 500 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const { username, password, submit } = await fields(canvas);
    await userEvent.type(username, 'admin');
    await userEvent.type(password, 'password');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server could not complete the request.');
    await expect(username).toHaveValue('admin');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  },
};

/** The server cannot be reached. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { auth: authNetworkErrorHandlers } } },
  play: async ({ canvas }) => {
    const { username, password, submit } = await fields(canvas);
    await userEvent.type(username, 'admin');
    await userEvent.type(password, 'password');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
  },
};

/** Arabic: the whole form is right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The browser tab names the page in Arabic too.
    await waitFor(() => expect(document.title).toBe('تسجيل الدخول · وحدة تحكم المكتب الخلفي'));
  },
};

/** The sign-in form on a phone, as it opens: the whole form on screen, nothing wider than it. */
export const Phone: Story = {
  globals: atViewport('phone'),
  play: async ({ canvas }) => {
    const { username, password, submit } = await fields(canvas);
    for (const field of [username, password, submit]) await expect(field).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
