import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OrdersListingPage } from '@/features/orders/pages/OrdersListingPage';
import { ordersHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/orders/listing?tab=fix',
  handlers: { orders: ordersHandlers },
  table: 'Fix Orders',
  arabicHeading: 'الأوامر',
  limitedAccount: 'compliance',
  checks: {
    readyArabic: async (canvas) => {
      await expect(await canvas.findByRole('tab', { name: 'أوامر FIX', selected: true })).toBeVisible();
    },
  },
  populated: async (canvas) => {
    await expect(canvas.getByRole('columnheader', { name: /Transaction Time/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
});

/**
 * Fix Orders, a tab of the Orders screen (/app/orders/listing?tab=fix, spec 2): the FIX orders, newest
 * Transaction Time first.
 */
const meta = {
  title: 'Screens/Orders/Fix Orders',
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
