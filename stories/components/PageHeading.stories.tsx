import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { PageHeading } from '@/components/PageHeading';

/** A page's title with breadcrumbs built from the route (spec 2): a hyphenated segment reads as two words. */
const meta = {
  title: 'Components/PageHeading',
  component: PageHeading,
  tags: ['autodocs'],
  args: { title: 'Negative Settled Cash Report' },
  argTypes: {
    title: {
      control: 'select',
      options: ['Negative Settled Cash Report', 'Trading Accounts', 'Bank Accounts Details'],
    },
    actions: { control: false },
  },
  parameters: { layout: 'padded', route: '/app/compliance/negative-settled-cash' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Breadcrumbs: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Negative Settled Cash Report' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Compliance' })).toHaveAttribute('href', '/app/compliance');
    // The last segment is not a link; a hyphenated one is two capitalised words.
    await expect(crumbs.getByText('Negative Settled Cash')).toHaveAttribute('aria-current', 'page');
  },
};

/** Page-level actions sit at the end of the heading row. */
export const WithActions: Story = {
  args: { title: 'Trading Accounts', actions: <Button variant="contained">Add account</Button> },
  parameters: { route: '/app/tradingAccounts/listing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Add account' })).toBeVisible();
  },
};
