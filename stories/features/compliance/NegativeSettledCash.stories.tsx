import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { NegativeSettledCashPage } from '@/features/compliance/pages/CompliancePages';
import { negativeSettledCashHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/compliance/negativesettledcashreport',
  handlers: { negativeSettledCash: negativeSettledCashHandlers },
  table: 'Negative Settled Cash Report',
  arabicHeading: 'تقرير النقد المسوّى السالب',
  limitedAccount: 'analyst',
  populated: async (canvas) => {
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
  },
});

/**
 * Negative Settled Cash Report (/app/compliance/negativesettledcashreport); spec 9: newest day first
 * (Data desc).
 */
const meta = {
  title: 'Screens/Compliance/Negative Settled Cash Report',
  component: NegativeSettledCashPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof NegativeSettledCashPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
