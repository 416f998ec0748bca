import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { MarketingAuthenticationPage } from '@/features/marketing/pages/MarketingAuthenticationPage';
import { signUpsHandlers } from '@/mocks/handlers';

import { wait } from '../../support/interactions';
import { type Check, screenStories } from '../../support/screen-stories';

const TABLE = 'Sign-ups';

/** The bars' totals line and the table's rows: periods that had sign-ups, newest first. */
const ready: Check = async (canvas) => {
  await expect(await canvas.findByText(/^In this range: [1-9]\d* sign-ups, /, {}, wait)).toBeVisible();
  const table = await canvas.findByRole('table', { name: TABLE }, wait);
  await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0), wait);
  for (const column of ['Period', 'Sign-ups', 'Email confirmed', 'Onboarded']) {
    await expect(canvas.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(canvas.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
};

const states = screenStories({
  route: '/app/marketing/authentication',
  handlers: { signUps: signUpsHandlers },
  table: TABLE,
  arabicHeading: 'المصادقة',
  checks: {
    ready,
    readyArabic: async (canvas) => {
      await expect(await canvas.findByText(/^في هذا النطاق: /, {}, wait)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'شهر' })).toHaveAttribute('aria-pressed', 'true');
    },
  },
});

/**
 * Marketing Authentication (spec 2 names it; our reading is K2): sign-ups
 * per day, week or month with confirmed emails and finished onboarding, as
 * grouped bars and a table.
 */
const meta = {
  title: 'Screens/Marketing/Authentication',
  component: MarketingAuthenticationPage,
  parameters: { ...states.parameters, docs: { ...states.parameters.docs } },
  globals: states.globals,
} satisfies Meta<typeof MarketingAuthenticationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated = states.Populated;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
export const Forbidden = states.Forbidden;
export const Arabic = states.Arabic;
export const Phone = states.Phone;

/** The bars in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => ready(canvas, {} as never),
};

/** Weeks: the interval is kept, and each row is named by its Monday. */
export const ByWeek: Story = {
  play: async ({ canvas }) => {
    await ready(canvas, {} as never);
    await userEvent.click(canvas.getByRole('button', { name: 'Week' }));
    // The interval lives in the URL: the toggle shows it once the router has moved.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(await canvas.findByRole('heading', { name: 'Sign-ups per week' }, wait)).toBeVisible();
    await waitFor(() => {
      const days = [
        ...canvas.getByRole('table', { name: TABLE }).querySelectorAll('tbody tr th, tbody tr td:first-child'),
      ]
        .map((cell) => cell.textContent ?? '')
        .filter((text) => /^\d{2}\/\d{2}\/\d{4}$/.test(text));
      expect(days.length).toBeGreaterThan(0);
      for (const day of days) {
        const [month = 0, date = 0, year = 0] = day.split('/').map(Number);
        expect(new Date(Date.UTC(year, month - 1, date)).getUTCDay()).toBe(1);
      }
    }, wait);
  },
};
