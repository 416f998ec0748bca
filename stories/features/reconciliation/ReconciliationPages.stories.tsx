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

import { listingStates } from '../../support/listing-states';

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

const tradeReportStates = listingStates({
  group: 'tradeReconciliation',
  handlers: tradeReconciliationHandlers,
  table: 'Trade Report',
  arabicHeading: 'تقرير الصفقات',
});
export const TradeReportLoading: Story = tradeReportStates.loading;
export const TradeReportEmpty: Story = tradeReportStates.empty;
export const TradeReportFailed: Story = tradeReportStates.failed;
export const TradeReportArabic: Story = tradeReportStates.arabic;

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

const positionReportStates = listingStates({
  group: 'positionReconciliation',
  handlers: positionReconciliationHandlers,
  table: 'Position Report',
  arabicHeading: 'تقرير المراكز',
  render: () => <PositionReportPage />,
  route: '/app/reconciliation/positionreport',
});
export const PositionReportLoading: Story = positionReportStates.loading;
export const PositionReportEmpty: Story = positionReportStates.empty;
export const PositionReportFailed: Story = positionReportStates.failed;
export const PositionReportArabic: Story = positionReportStates.arabic;

const accountBalanceReportStates = listingStates({
  group: 'balanceReconciliation',
  handlers: balanceReconciliationHandlers,
  table: 'Account Balance Report',
  arabicHeading: 'تقرير أرصدة الحسابات',
  render: () => <AccountBalanceReportPage />,
  route: '/app/reconciliation/accountbalancereport',
});
export const AccountBalanceReportLoading: Story = accountBalanceReportStates.loading;
export const AccountBalanceReportEmpty: Story = accountBalanceReportStates.empty;
export const AccountBalanceReportFailed: Story = accountBalanceReportStates.failed;
export const AccountBalanceReportArabic: Story = accountBalanceReportStates.arabic;

const onboardingStatusReportStates = listingStates({
  group: 'onboardingReconciliation',
  handlers: onboardingReconciliationHandlers,
  table: 'Onboarding Status Report',
  arabicHeading: 'تقرير حالة التسجيل',
  render: () => <OnboardingStatusReportPage />,
  route: '/app/reconciliation/onboardingstatusreport',
});
export const OnboardingStatusReportLoading: Story = onboardingStatusReportStates.loading;
export const OnboardingStatusReportEmpty: Story = onboardingStatusReportStates.empty;
export const OnboardingStatusReportFailed: Story = onboardingStatusReportStates.failed;
export const OnboardingStatusReportArabic: Story = onboardingStatusReportStates.arabic;
