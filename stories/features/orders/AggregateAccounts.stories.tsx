import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OrdersListingPage } from '@/features/orders/pages/OrdersListingPage';
import { ordersHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/orders/listing?tab=byAccount',
  handlers: { orders: ordersHandlers },
  table: 'Aggregate Accounts',
  arabicHeading: 'الأوامر',
  limitedAccount: 'compliance',
  emptyText: 'No Data To Display',
  checks: {
    readyArabic: async (canvas) => {
      await expect(await canvas.findByRole('tab', { name: 'تجميع حسب الحساب', selected: true })).toBeVisible();
    },
  },
  populated: async (canvas) => {
    await expect(canvas.getByRole('tab', { name: 'Aggregate Accounts', selected: true })).toBeVisible();
    // Every group comes at once; one page of them is rendered (issue 12).
    const rows = canvas.getByRole('table', { name: 'Aggregate Accounts' }).querySelectorAll('tbody tr');
    await expect(rows.length).toBeLessThanOrEqual(25);
  },
});

/**
 * Aggregate Accounts, a tab of the Orders screen (/app/orders/listing?tab=byAccount, spec 2): the
 * orders grouped by account, every group at once, one page of them drawn.
 */
const meta = {
  title: 'Screens/Orders/Aggregate Accounts',
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
