import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ErrorBoundary } from '@/app/routes/ErrorBoundary';
import { NotFoundPage } from '@/app/routes/NotFoundPage';
import { UnauthorizedPage } from '@/app/routes/UnauthorizedPage';
import { PageLoader } from '@/components/PageLoader';
import { Toaster } from '@/components/Toaster';
import { showToast } from '@/lib/toast';

/** The pages and pieces the shell shows around or instead of a screen (spec 2, 8). */
const meta = {
  title: 'Shell/Status pages',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Oops, an error has occurred. Page not found!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found · Back Office Console'));
  },
};

function Broken(): never {
  throw new Error('A screen that fails to render');
}

/** A screen that throws shows the 500 page with the spec's text, inside the shell. */
export const ServerError: Story = {
  render: () => (
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sorry, server goes wrong' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Unauthorized: Story = {
  render: () => <UnauthorizedPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You are not authorized to view this page.' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Not authorized · Back Office Console'));
  },
};

/** The not-found page names the browser tab in the reader's language, as every page does. */
export const NotFoundArabic: Story = {
  render: () => <NotFoundPage />,
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'عذرًا، حدث خطأ. الصفحة غير موجودة!' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة · وحدة تحكم المكتب الخلفي'));
  },
};

export const UnauthorizedArabic: Story = {
  render: () => <UnauthorizedPage />,
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'غير مصرّح لك بعرض هذه الصفحة.' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('غير مصرّح · وحدة تحكم المكتب الخلفي'));
  },
};

/** The loading bar and skeleton while a page loads. */
export const Loading: Story = {
  render: () => <PageLoader />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

/** A toast: bottom centre, gone after 3 seconds (spec 8, 9). */
export const Toast: Story = {
  render: () => (
    <>
      <button type="button" onClick={() => showToast('Saved')}>
        Show a toast
      </button>
      <Toaster />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    const toast = await within(document.body).findByRole('alert');
    await expect(toast).toHaveTextContent('Saved');
    const box = toast.getBoundingClientRect();
    // Centred horizontally, in the lower part of the window.
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight * 0.8);
    await waitFor(() => expect(within(document.body).queryByRole('alert')).toBeNull(), { timeout: 4500 });
  },
};
