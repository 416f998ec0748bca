import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OrdersListingPage } from '@/features/orders/pages/OrdersListingPage';
import { ordersHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/orders/listing?tab=transfers',
  handlers: { orders: ordersHandlers },
  table: 'All Transfers',
  arabicHeading: 'الأوامر',
  limitedAccount: 'compliance',
  checks: {
    readyArabic: async (canvas) => {
      await expect(await canvas.findByRole('tab', { name: 'كل التحويلات', selected: true })).toBeVisible();
    },
  },
  populated: async (canvas) => {
    await expect(canvas.getByRole('tab', { name: 'All Transfers', selected: true })).toBeVisible();
  },
});

/**
 * All Transfers, a tab of the Orders screen (/app/orders/listing?tab=transfers, spec 2), with the same
 * dates as the other tabs.
 */
const meta = {
  title: 'Screens/Orders/All Transfers',
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
