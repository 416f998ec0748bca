import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { CrmRequestLogPage, PointInTimeRestorePage } from '@/features/operations/pages/OperationsPages';
import { crmRequestsHandlers, restoreRequestsHandlers } from '@/mocks/handlers';

import { listingStates } from '../../support/listing-states';

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

const crmRequestLogStates = listingStates({
  group: 'crmRequests',
  handlers: crmRequestsHandlers,
  table: 'CRM API Request Log',
  arabicHeading: 'سجل طلبات واجهة CRM',
});
export const CrmRequestLogLoading: Story = crmRequestLogStates.loading;
export const CrmRequestLogEmpty: Story = crmRequestLogStates.empty;
export const CrmRequestLogFailed: Story = crmRequestLogStates.failed;
export const CrmRequestLogArabic: Story = crmRequestLogStates.arabic;

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

const pointInTimeRestoreStates = listingStates({
  group: 'restoreRequests',
  handlers: restoreRequestsHandlers,
  table: 'Restore requests',
  arabicHeading: 'الاستعادة إلى نقطة زمنية',
  render: () => <PointInTimeRestorePage />,
  route: '/app/operations/requestpointintimerestore',
});
export const PointInTimeRestoreLoading: Story = pointInTimeRestoreStates.loading;
export const PointInTimeRestoreEmpty: Story = pointInTimeRestoreStates.empty;
export const PointInTimeRestoreFailed: Story = pointInTimeRestoreStates.failed;
export const PointInTimeRestoreArabic: Story = pointInTimeRestoreStates.arabic;
