import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import {
  AccountBalanceReportPage,
  OnboardingStatusReportPage,
  PositionReportPage,
  TradeReportPage,
} from '@/features/reconciliation/pages/ReconciliationPages';
import {
  balanceReconciliationHandlers,
  onboardingReconciliationHandlers,
  positionReconciliationHandlers,
  tradeReconciliationHandlers,
} from '@/mocks/handlers';

import { expectArabic, expectEmpty, expectFailed, expectStillLoading } from '../../support/listing-states';

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
    await expectStillLoading(canvas, 'Trade Report');
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

export const PositionReportLoading: Story = {
  render: () => <PositionReportPage />,
  parameters: {
    route: '/app/reconciliation/positionreport',
    msw: { handlers: { positionReconciliation: positionReconciliationHandlers.loading } },
  },
  play: async ({ canvas }) => {
    await expectStillLoading(canvas, 'Position Report');
  },
};

export const PositionReportEmpty: Story = {
  render: () => <PositionReportPage />,
  parameters: {
    route: '/app/reconciliation/positionreport',
    msw: { handlers: { positionReconciliation: positionReconciliationHandlers.empty } },
  },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

export const PositionReportFailed: Story = {
  render: () => <PositionReportPage />,
  parameters: {
    route: '/app/reconciliation/positionreport',
    msw: { handlers: { positionReconciliation: positionReconciliationHandlers.errors } },
  },
  play: async ({ canvas }) => {
    await expectFailed(canvas);
  },
};

export const PositionReportArabic: Story = {
  render: () => <PositionReportPage />,
  parameters: { route: '/app/reconciliation/positionreport' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expectArabic(canvas, 'تقرير المراكز');
  },
};

export const AccountBalanceReportLoading: Story = {
  render: () => <AccountBalanceReportPage />,
  parameters: {
    route: '/app/reconciliation/accountbalancereport',
    msw: { handlers: { balanceReconciliation: balanceReconciliationHandlers.loading } },
  },
  play: async ({ canvas }) => {
    await expectStillLoading(canvas, 'Account Balance Report');
  },
};

export const AccountBalanceReportEmpty: Story = {
  render: () => <AccountBalanceReportPage />,
  parameters: {
    route: '/app/reconciliation/accountbalancereport',
    msw: { handlers: { balanceReconciliation: balanceReconciliationHandlers.empty } },
  },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

export const AccountBalanceReportFailed: Story = {
  render: () => <AccountBalanceReportPage />,
  parameters: {
    route: '/app/reconciliation/accountbalancereport',
    msw: { handlers: { balanceReconciliation: balanceReconciliationHandlers.errors } },
  },
  play: async ({ canvas }) => {
    await expectFailed(canvas);
  },
};

export const AccountBalanceReportArabic: Story = {
  render: () => <AccountBalanceReportPage />,
  parameters: { route: '/app/reconciliation/accountbalancereport' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expectArabic(canvas, 'تقرير أرصدة الحسابات');
  },
};

export const OnboardingStatusReportLoading: Story = {
  render: () => <OnboardingStatusReportPage />,
  parameters: {
    route: '/app/reconciliation/onboardingstatusreport',
    msw: { handlers: { onboardingReconciliation: onboardingReconciliationHandlers.loading } },
  },
  play: async ({ canvas }) => {
    await expectStillLoading(canvas, 'Onboarding Status Report');
  },
};

export const OnboardingStatusReportEmpty: Story = {
  render: () => <OnboardingStatusReportPage />,
  parameters: {
    route: '/app/reconciliation/onboardingstatusreport',
    msw: { handlers: { onboardingReconciliation: onboardingReconciliationHandlers.empty } },
  },
  play: async ({ canvas }) => {
    await expectEmpty(canvas);
  },
};

export const OnboardingStatusReportFailed: Story = {
  render: () => <OnboardingStatusReportPage />,
  parameters: {
    route: '/app/reconciliation/onboardingstatusreport',
    msw: { handlers: { onboardingReconciliation: onboardingReconciliationHandlers.errors } },
  },
  play: async ({ canvas }) => {
    await expectFailed(canvas);
  },
};

export const OnboardingStatusReportArabic: Story = {
  render: () => <OnboardingStatusReportPage />,
  parameters: { route: '/app/reconciliation/onboardingstatusreport' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expectArabic(canvas, 'تقرير حالة التسجيل');
  },
};
