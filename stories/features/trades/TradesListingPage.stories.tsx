import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TradesListingPage } from '@/features/trades/pages/TradesListingPage';
import { tradesHandlers } from '@/mocks/handlers';

const meta = {
  title: 'Screens/Trades/Listing',
  component: TradesListingPage,
  parameters: { session: 'admin', route: '/app/trades/listing', layout: 'padded' },
} satisfies Meta<typeof TradesListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page with the spec 9 default sort, 25 rows. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { trades: tradesHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Trades' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { trades: tradesHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Records to Display')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { trades: tradesHandlers.errors } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'الصفقات' })).toBeVisible();
    await canvas.findByText(/^1–25 /);
  },
};
