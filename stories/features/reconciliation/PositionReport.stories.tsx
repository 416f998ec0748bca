import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { PositionReportPage } from '@/features/reconciliation/pages/ReconciliationPages';
import { positionReconciliationHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/reconciliation/positionreport',
  handlers: { positionReconciliation: positionReconciliationHandlers },
  table: 'Position Report',
  arabicHeading: 'تقرير المراكز',
  limitedAccount: 'compliance',
  populated: async (canvas) => {
    await expect(canvas.getByRole('columnheader', { name: /Source/ })).toHaveAttribute('aria-sort', 'descending');
  },
});

/** Position Report (/app/reconciliation/positionreport), a reconciliation report; spec 9: Source desc. */
const meta = {
  title: 'Screens/Reconciliation/Position Report',
  component: PositionReportPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof PositionReportPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
