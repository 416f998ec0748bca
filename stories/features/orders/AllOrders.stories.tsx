import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { format } from 'date-fns';

import { OrdersListingPage } from '@/features/orders/pages/OrdersListingPage';
import { ordersHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/orders/listing',
  handlers: { orders: ordersHandlers },
  table: 'All Orders',
  arabicHeading: 'الأوامر',
  limitedAccount: 'compliance',
  checks: {
    readyArabic: async (canvas) => {
      await expect(await canvas.findByRole('tab', { name: 'كل الأوامر', selected: true })).toBeVisible();
    },
  },
  populated: async (canvas) => {
    await expect(canvas.getByRole('tab', { name: 'All Orders', selected: true })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
});

/**
 * All Orders (/app/orders/listing), the first of the Orders screen's seven tabs (spec 2): the pages
 * open on today, with the presets; a new tab keeps the dates (deviation L6).
 */
const meta = {
  title: 'Screens/Orders/All Orders',
  component: OrdersListingPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof OrdersListingPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;

type Story = StoryObj<typeof meta>;

/** Spec 9: the order pages open on today, and today has orders (the data follows the clock). */
export const DatesDefaultToToday: Story = {
  play: async ({ canvas }) => {
    // MM-dd-yyyy, one section each for the month, the day and the year.
    const today = format(new Date(), 'MM-dd-yyyy').split('-');
    for (const name of ['Start date', 'End date']) {
      const field = await canvas.findByRole('group', { name });
      await expect(
        within(field)
          .getAllByRole('spinbutton')
          .map((section) => section.textContent),
      ).toEqual(today);
    }
    await expect(await canvas.findByText(/^1–\d+ of \d+$/)).toBeVisible();
  },
};

/** The Submitted preset (spec 4). */
export const Submitted: Story = {
  parameters: { route: '/app/orders/listing?preset=submitted' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Submitted', pressed: true })).toBeVisible();
    await canvas.findByText(/^1–\d+ of \d+$/);
    for (const row of canvas.getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent(/Complete|Rejected|Cancelled|Submitted \(other\)/);
    }
  },
};
