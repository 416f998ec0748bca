import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { OrdersListingPage } from '@/features/orders/pages/OrdersListingPage';
import { ordersHandlers } from '@/mocks/handlers';

// The fixtures were generated on a fixed day; empty dates show them all instead of today's.
const everyDay = '/app/orders/listing?startDate=&endDate=';

import { listingStates } from '../../support/listing-states';

const meta = {
  title: 'Screens/Orders/Listing',
  component: OrdersListingPage,
  parameters: { session: 'admin', route: everyDay, layout: 'padded' },
} satisfies Meta<typeof OrdersListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All Orders, newest first (spec 9: CreatedDate desc). */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await expect(canvas.getByRole('tab', { name: 'All Orders', selected: true })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Spec 9: order pages default both dates to today. */
export const DatesDefaultToToday: Story = {
  parameters: { route: '/app/orders/listing' },
  play: async ({ canvas }) => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = [pad(now.getMonth() + 1), pad(now.getDate()), String(now.getFullYear())];
    for (const name of ['Start date', 'End date']) {
      const field = await canvas.findByRole('group', { name });
      await expect(
        within(field)
          .getAllByRole('spinbutton')
          .map((section) => section.textContent),
      ).toEqual(today);
    }
  },
};

/** The Submitted preset (spec 4). */
export const Submitted: Story = {
  parameters: { route: `${everyDay}&preset=submitted` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Submitted', pressed: true })).toBeVisible();
    await canvas.findByText(/^1–\d+ of \d+$/);
    for (const row of canvas.getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent(/Complete|Rejected|Cancelled|SubmittedOther/);
    }
  },
};

/** An aggregate tab: every group, no pager. */
export const AggregateSymbols: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Aggregate Symbols' }));
    await expect(await canvas.findByRole('table', { name: 'Aggregate Symbols' })).toBeVisible();
    await expect(await canvas.findByRole('columnheader', { name: 'Net Quantity' })).toBeVisible();
  },
};

export const FixOrders: Story = {
  parameters: { route: `${everyDay}&tab=fix` },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await expect(canvas.getByRole('columnheader', { name: /Transaction Time/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

const states = listingStates({
  group: 'orders',
  handlers: ordersHandlers,
  table: 'All Orders',
  arabicHeading: 'الأوامر',
});
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;
export const Failed: Story = states.failed;
export const Arabic: Story = states.arabic;
