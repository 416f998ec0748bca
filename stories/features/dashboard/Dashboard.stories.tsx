import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { DashboardPage } from '@/features/dashboard/pages/DashboardPage';
import { dashboardHandlers, marketDataHandlers } from '@/mocks/handlers';

import { wait } from '../../support/interactions';
import { type Check, expectForbidden, screenStories } from '../../support/screen-stories';

/** The cards open their listings filtered; the onboarding table links each status; the chart has its close line. */
const ready: Check = async (canvas) => {
  const pending = await canvas.findByRole('link', { name: /Pending transfers\s*67/ }, wait);
  await expect(pending).toHaveAttribute('href', '/app/cashMovement/listing?status=Pending');
  await expect(canvas.getByRole('link', { name: /ACH withdrawal watch\s*10/ })).toHaveAttribute(
    'href',
    '/app/cashMovement/listing?preset=achWithdrawalWatch',
  );
  await expect(canvas.getByRole('link', { name: /Negative settled cash\s*39/ })).toHaveAttribute(
    'href',
    '/app/compliance/negativesettledcashreport',
  );
  await expect(canvas.getByRole('link', { name: 'Funding pending' })).toHaveAttribute(
    'href',
    '/app/userAccounts/listing?onboardingStatus=Funding+Pending',
  );
  await expect(await canvas.findByText(/^Previous close \$\d/, {}, wait)).toBeVisible();
};

const states = screenStories({
  route: '/app/dashboard/listing',
  handlers: { dashboard: dashboardHandlers, marketData: marketDataHandlers },
  arabicHeading: 'لوحة المعلومات',
  checks: {
    ready,
    readyArabic: async (canvas) => {
      await expect(await canvas.findByRole('link', { name: /تحويلات معلّقة/ }, wait)).toBeVisible();
    },
    loading: async (canvas) => {
      await expect((await canvas.findAllByTestId('skeleton-card', {}, wait)).length).toBe(8);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(canvas.getAllByTestId('skeleton-card')[0]).toBeVisible();
      await expect(canvas.queryByRole('link', { name: /Pending transfers/ })).toBeNull();
    },
    // A world with no records: zeros, still links, every status listed.
    empty: async (canvas) => {
      await expect(await canvas.findByRole('link', { name: /Pending transfers\s*0/ }, wait)).toBeVisible();
      await expect(canvas.getByRole('table', { name: 'Customers per onboarding status' })).toBeVisible();
      await waitFor(() => expect(canvas.getAllByText('No Data To Display').length).toBeGreaterThan(0), wait);
    },
    failed: async (canvas) => {
      await expect(await canvas.findByText(/^The dashboard could not be loaded/, {}, wait)).toBeVisible();
      await expect(await canvas.findByText(/^The market data could not be loaded/, {}, wait)).toBeVisible();
      // The two panels fail apart: wait for the second.
      await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2), wait);
    },
    forbidden: async (canvas) => {
      await expectForbidden(canvas, 'Console access');
      // Both panels are refused, and neither offers to try again.
      await waitFor(
        () => expect(canvas.getAllByText(/^You do not have the permission “Console access”/)).toHaveLength(2),
        wait,
      );
      await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  },
});

/**
 * The dashboard (spec 2: the main entry, and the stock dashboard chart):
 * headline figures as cards that open the listings they count, customers
 * per onboarding status, and SPY's intraday chart with its previous close.
 */
const meta = {
  title: 'Screens/Dashboard/Dashboard',
  component: DashboardPage,
  parameters: { ...states.parameters, docs: { ...states.parameters.docs } },
  globals: states.globals,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated = states.Populated;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
export const Forbidden = states.Forbidden;
export const Arabic = states.Arabic;
export const Phone = states.Phone;

/** The cards and the chart in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => ready(canvas, {} as never),
};

/**
 * The analyst has no compliance claim: the negative settled cash
 * figure shows, but not as a link to a listing they cannot open.
 */
export const WithoutComplianceClaim: Story = {
  parameters: { session: 'analyst' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Pending transfers/ }, wait)).toBeVisible();
    await expect(canvas.getByText('Negative settled cash')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Negative settled cash/ })).toBeNull();
  },
};
