import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { CrmRequestLogPage, PointInTimeRestorePage } from '@/features/operations/pages/OperationsPages';
import { crmRequestsHandlers, restoreRequestsHandlers } from '@/mocks/handlers';

import { expectArabic, expectEmpty, expectFailed, expectStillLoading } from '../../support/listing-states';

const meta = {
  title: 'Screens/Operations',
  component: CrmRequestLogPage,
  parameters: { session: 'admin', route: '/app/operations/infusionsoftapirequest', layout: 'padded' },
} satisfies Meta<typeof CrmRequestLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 9: Created desc. */
export const CrmRequestLog: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const CrmRequestLogLoading: Story = {
  parameters: { msw: { handlers: { crmRequests: crmRequestsHandlers.loading } } },
  play: async ({ canvas }) => {
    await expectStillLoading(canvas, 'CRM API Request Log');
  },
};

export const CrmRequestLogEmpty: Story = {
  parameters: { msw: { handlers: { crmRequests: crmRequestsHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Records to Display')).toBeVisible();
  },
};

export const CrmRequestLogFailed: Story = {
  parameters: { msw: { handlers: { crmRequests: crmRequestsHandlers.errors } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
  },
};

export const CrmRequestLogArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'سجل طلبات واجهة CRM' })).toBeVisible();
  },
};

/** The form posts a request; it then heads the list as Pending. */
export const PointInTimeRestore: Story = {
  render: () => <PointInTimeRestorePage />,
  parameters: { route: '/app/operations/requestpointintimerestore' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–\d+ of \d+$/);
    await userEvent.type(canvas.getByRole('textbox', { name: /User id/ }), '10001');
    const when = canvas.getByLabelText(/Restore to/);
    await userEvent.type(when, '2026-01-14T09:00');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Deleted watchlists by mistake');
    await userEvent.click(canvas.getByRole('button', { name: 'Request restore' }));
    await expect(await canvas.findByText('The restore request was created.')).toBeVisible();
    await expect(await canvas.findByText('Deleted watchlists by mistake')).toBeVisible();
  },
};

export const PointInTimeRestoreLoading: Story = {
  render: () => <PointInTimeRestorePage />,
  parameters: {
    route: '/app/operations/requestpointintimerestore',
    msw: { handlers: { restoreRequests: restoreRequestsHandlers.loading } },
  },
  play: async ({ canvas }) => {
    await expectStillLoading(canvas, 'Restore requests');
  },
};

export const PointInTimeRestoreEmpty: Story = {
  render: () => <PointInTimeRestorePage />,
  parameters: {
    route: '/app/operations/requestpointintimerestore',
    msw: { handlers: { restoreRequests: restoreRequestsHandlers.empty } },
  },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

export const PointInTimeRestoreFailed: Story = {
  render: () => <PointInTimeRestorePage />,
  parameters: {
    route: '/app/operations/requestpointintimerestore',
    msw: { handlers: { restoreRequests: restoreRequestsHandlers.errors } },
  },
  play: async ({ canvas }) => {
    await expectFailed(canvas);
  },
};

export const PointInTimeRestoreArabic: Story = {
  render: () => <PointInTimeRestorePage />,
  parameters: { route: '/app/operations/requestpointintimerestore' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expectArabic(canvas, 'الاستعادة إلى نقطة زمنية');
  },
};
