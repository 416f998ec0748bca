import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { UserAssetReportPage } from '@/features/user-asset-report/pages/UserAssetReportPage';
import { userAssetReportHandlers } from '@/mocks/handlers';

import { wait } from '../../support/interactions';
import { type Check, expectForbidden, screenStories } from '../../support/screen-stories';

type Canvas = Parameters<Check>[0];

const generate = async (canvas: Canvas) =>
  userEvent.click(await canvas.findByRole('button', { name: 'Generate' }, wait));

/** The report failed: a message naming the report (docs/spec-deviations.md), then the server's reason. */
const failedWith =
  (reason: RegExp): Check =>
  async (canvas) => {
    await generate(canvas);
    await expect(await canvas.findByText(reason, {}, wait)).toBeVisible();
  };

const states = screenStories({
  route: '/app/user&AssetReport',
  handlers: { userAssetReport: userAssetReportHandlers },
  arabicHeading: 'تقرير المستخدمين والأصول',
  checks: {
    // Generated: the count, the total, the rows with spec 3's columns, and the download enabled.
    ready: async (canvas) => {
      await generate(canvas);
      await expect(await canvas.findByText(/^Customers: \d+\. Total net liquidity: /, {}, wait)).toBeVisible();
      for (const column of ['S.No', 'First Name', 'Last Name', 'Email', 'Start Date', 'Total Net Liquidity']) {
        await expect(canvas.getByRole('columnheader', { name: column })).toBeVisible();
      }
      await expect(canvas.getByRole('button', { name: 'Download UserAssetReport.xlsb' })).toBeEnabled();
    },
    readyArabic: async (canvas) => {
      await userEvent.click(canvas.getByRole('button', { name: 'إنشاء' }));
      await expect(await canvas.findByText(/^العملاء: /, {}, wait)).toBeVisible();
    },
    // Generating: the progress bar and the busy button.
    loading: async (canvas) => {
      await generate(canvas);
      await expect(await canvas.findByRole('progressbar', { name: 'Generating the report' }, wait)).toBeVisible();
      await expect(canvas.getByRole('button', { name: /Generate/ })).toBeDisabled();
    },
    // No customer started within the dates: nothing to download.
    empty: async (canvas) => {
      await generate(canvas);
      await expect((await canvas.findAllByText('No customer started within these dates.', {}, wait))[0]).toBeVisible();
      await expect(canvas.getByRole('button', { name: /^Download/ })).toBeDisabled();
    },
    failed: failedWith(/An error occured on getting User and Asset Report data\./),
    forbidden: async (canvas) => {
      await generate(canvas);
      await expectForbidden(canvas, 'Console access');
      await expect(canvas.getByRole('button', { name: 'Generate' })).toBeEnabled();
    },
  },
});

/**
 * The User and Asset Report (spec 2, 3, 7, 8): optional dates, Generate with
 * its progress, the preview of the rows, and the download button. Not a
 * listing: each state starts from Generate.
 */
const meta = {
  title: 'Screens/Administration/User and Asset Report',
  component: UserAssetReportPage,
  parameters: { ...states.parameters, docs: { ...states.parameters.docs } },
  globals: states.globals,
} satisfies Meta<typeof UserAssetReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated = states.Populated;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
export const Forbidden = states.Forbidden;
export const Arabic = states.Arabic;
export const Phone = states.Phone;

/** Before Generate: the dates and the two actions; nothing to download yet. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Generate' }, wait)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /^Download/ })).toBeDisabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Dates in the link narrow the report to the customers who started within them. */
export const WithDates: Story = {
  parameters: { route: '/app/user&AssetReport?startDate=2025-01-01&endDate=2025-06-30' },
  play: async ({ canvas }) => {
    const start = within(await canvas.findByRole('group', { name: 'Start date' }, wait));
    await expect(start.getAllByRole('spinbutton').map((section) => section.textContent)).toEqual(['01', '01', '2025']);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText(/^Customers: \d+\./, {}, wait)).toBeVisible();
  },
};
