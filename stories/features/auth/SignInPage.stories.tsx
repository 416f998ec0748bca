import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { atViewport } from '../../support/viewports';
import { expectNoSidewaysScroll } from '../../support/screen-stories';
import { Route, Routes, useLocation } from 'react-router';

import { SignInPage } from '@/features/auth/pages/SignInPage';
import { storageKeys } from '@/lib/storage-keys';
import { authNetworkErrorHandlers } from '@/mocks/handlers/auth';

/** Where a successful sign-in lands, so a story can check the navigation. */
function Landed() {
  const { pathname } = useLocation();
  return <p>Landed on {pathname}</p>;
}

const meta = {
  title: 'Screens/Auth/Sign in',
  component: SignInPage,
  parameters: { route: '/signin' },
  render: () => (
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>
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
    await expect(await canvas.findByText('Landed on /')).toBeVisible();
    await expect(localStorage.getItem(storageKeys.accessToken)).toBe('msw-access.admin');
    await expect(localStorage.getItem(storageKeys.userServer)).toBe('qa');
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

/** On a phone: the form fits the screen and signs in. */
export const Phone: Story = {
  globals: atViewport('phone'),
  play: async ({ canvas }) => {
    const { username, password, submit } = await fields(canvas);
    await expectNoSidewaysScroll();
    await userEvent.type(username, 'admin');
    await userEvent.type(password, 'password');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Landed on /')).toBeVisible();
  },
};
