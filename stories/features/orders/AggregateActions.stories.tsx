import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OrdersListingPage } from '@/features/orders/pages/OrdersListingPage';
import { ordersHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/orders/listing?tab=byAction',
  handlers: { orders: ordersHandlers },
  table: 'Aggregate Actions',
  arabicHeading: 'الأوامر',
  limitedAccount: 'compliance',
  emptyText: 'No Data To Display',
  checks: {
    readyArabic: async (canvas) => {
      await expect(await canvas.findByRole('tab', { name: 'تجميع حسب الإجراء', selected: true })).toBeVisible();
    },
  },
  populated: async (canvas) => {
    await expect(canvas.getByRole('tab', { name: 'Aggregate Actions', selected: true })).toBeVisible();
  },
});

/**
 * Aggregate Actions, a tab of the Orders screen (/app/orders/listing?tab=byAction, spec 2): the orders
 * grouped by action; empty, it says No Data To Display.
 */
const meta = {
  title: 'Screens/Orders/Aggregate Actions',
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
