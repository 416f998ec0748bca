import type { Meta } from '@storybook/react-vite';

import { OnboardingStatusReportPage } from '@/features/reconciliation/pages/ReconciliationPages';
import { onboardingReconciliationHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/reconciliation/onboardingstatusreport',
  handlers: { onboardingReconciliation: onboardingReconciliationHandlers },
  table: 'Onboarding Status Report',
  arabicHeading: 'تقرير حالة فتح الحساب',
  limitedAccount: 'compliance',
});

/**
 * Onboarding Status Report (/app/reconciliation/onboardingstatusreport), a reconciliation report; the
 * compliance officer, without its claim, is refused.
 */
const meta = {
  title: 'Screens/Reconciliation/Onboarding Status Report',
  component: OnboardingStatusReportPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof OnboardingStatusReportPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
