import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TradeReportPage } from '@/features/reconciliation/pages/ReconciliationPages';
import { tradeReconciliationHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/reconciliation/tradereport',
  handlers: { tradeReconciliation: tradeReconciliationHandlers },
  table: 'Trade Report',
  arabicHeading: 'تقرير الصفقات',
  limitedAccount: 'compliance',
  populated: async (canvas) => {
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
  },
});

/** Trade Report (/app/reconciliation/tradereport), a reconciliation report; spec 9: newest day first. */
const meta = {
  title: 'Screens/Reconciliation/Trade Report',
  component: TradeReportPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof TradeReportPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
