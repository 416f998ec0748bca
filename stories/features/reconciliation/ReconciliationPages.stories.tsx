import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import {
  AccountBalanceReportPage,
  OnboardingStatusReportPage,
  PositionReportPage,
  TradeReportPage,
} from '@/features/reconciliation/pages/ReconciliationPages';
import { tradeReconciliationHandlers } from '@/mocks/handlers';

const meta = {
  title: 'Screens/Reconciliation',
  component: TradeReportPage,
  parameters: { session: 'admin', route: '/app/reconciliation/tradereport', layout: 'padded' },
} satisfies Meta<typeof TradeReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 9: newest day first. */
export const TradeReport: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const TradeReportLoading: Story = {
  parameters: { msw: { handlers: { tradeReconciliation: tradeReconciliationHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Trade Report' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const TradeReportEmpty: Story = {
  parameters: { msw: { handlers: { tradeReconciliation: tradeReconciliationHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Records to Display')).toBeVisible();
  },
};

export const TradeReportFailed: Story = {
  parameters: { msw: { handlers: { tradeReconciliation: tradeReconciliationHandlers.errors } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
  },
};

export const TradeReportArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'تقرير الصفقات' })).toBeVisible();
  },
};

/** Spec 9: Source desc. */
export const PositionReport: Story = {
  render: () => <PositionReportPage />,
  parameters: { route: '/app/reconciliation/positionreport' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await expect(canvas.getByRole('columnheader', { name: /Source/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Spec 9: Name asc. */
export const AccountBalanceReport: Story = {
  render: () => <AccountBalanceReportPage />,
  parameters: { route: '/app/reconciliation/accountbalancereport' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await expect(canvas.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const OnboardingStatusReport: Story = {
  render: () => <OnboardingStatusReportPage />,
  parameters: { route: '/app/reconciliation/onboardingstatusreport' },
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–\d+ of \d+$/);
  },
};
