import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { AccountBalanceReportPage } from '@/features/reconciliation/pages/ReconciliationPages';
import { balanceReconciliationHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/reconciliation/accountbalancereport',
  handlers: { balanceReconciliation: balanceReconciliationHandlers },
  table: 'Account Balance Report',
  arabicHeading: 'تقرير أرصدة الحسابات',
  limitedAccount: 'compliance',
  populated: async (canvas) => {
    await expect(canvas.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  },
});

/**
 * Account Balance Report (/app/reconciliation/accountbalancereport), a reconciliation report; spec 9:
 * Name asc.
 */
const meta = {
  title: 'Screens/Reconciliation/Account Balance Report',
  component: AccountBalanceReportPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof AccountBalanceReportPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
