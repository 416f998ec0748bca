import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { UserAssetReportPage } from '@/features/user-asset-report/pages/UserAssetReportPage';
import { userAssetReportHandlers } from '@/mocks/handlers';

import { wait } from '../../support/interactions';

/**
 * The User and Asset Report (spec 2, 3, 7, 8): optional dates, Generate with
 * its progress, the preview of the rows, and the download button.
 */
const meta = {
  title: 'Screens/Administration/User and Asset Report',
  component: UserAssetReportPage,
  parameters: { session: 'admin', route: '/app/user&AssetReport', layout: 'padded' },
} satisfies Meta<typeof UserAssetReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before Generate: the dates and the two actions; nothing to download yet. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Generate' }, wait)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /^Download/ })).toBeDisabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Generated: the count, the total, the rows with spec 3's columns, and the download enabled. */
export const Generated: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate' }, wait));
    await expect(await canvas.findByText(/^Customers: \d+\. Total net liquidity: /, {}, wait)).toBeVisible();
    for (const column of ['S.No', 'First Name', 'Last Name', 'Email', 'Start Date', 'Total Net Liquidity']) {
      await expect(canvas.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Download UserAssetReport.xlsb' })).toBeEnabled();
  },
};

/** Dates in the link narrow the report to the customers who started within them. */
export const WithDates: Story = {
  parameters: { route: '/app/user&AssetReport?startDate=2025-01-01&endDate=2025-06-30' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Start date' }, wait)).toHaveValue('01-01-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText(/^Customers: \d+\./, {}, wait)).toBeVisible();
  },
};

/** Generating: the progress bar and the busy button. */
export const Generating: Story = {
  parameters: { msw: { handlers: { userAssetReport: userAssetReportHandlers.loading } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate' }, wait));
    await expect(await canvas.findByRole('progressbar', { name: 'Generating the report' }, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Generate/ })).toBeDisabled();
  },
};

export const NoCustomers: Story = {
  parameters: { msw: { handlers: { userAssetReport: userAssetReportHandlers.empty } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate' }, wait));
    await expect((await canvas.findAllByText('No customer started within these dates.', {}, wait))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Download/ })).toBeDisabled();
  },
};

/** The report failed: a message naming the report (docs/spec-deviations.md). */
export const Failed: Story = {
  parameters: { msw: { handlers: { userAssetReport: userAssetReportHandlers.errors } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate' }, wait));
    await expect(
      await canvas.findByText(/An error occured on getting User and Asset Report data\./, {}, wait),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'تقرير المستخدمين والأصول' }, wait)).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء' }));
    await expect(await canvas.findByText(/^العملاء: /, {}, wait)).toBeVisible();
  },
};
