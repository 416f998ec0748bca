import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Listing, withScope } from '@/components/Listing';
import { tradesListing } from '@/entities/trades';
import { transfersListing } from '@/entities/transfers';

import { pinned } from '../support/session';

// One customer's money and trades, as a detail screen's tabs list them (issue 13):
// each descriptor scoped to the user, 10 rows a page, its URL state under its own name.
const userId = 10185;
const userTransfers = { ...withScope(transfersListing, { userId }), pageSize: 10 } as const;
const userTrades = { ...withScope(tradesListing, { userId }), pageSize: 10 } as const;

function Url() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

/** Two listings on one screen: neither reads the other's page, sort or filters. */
function Demo() {
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        User {userId}
      </Typography>
      <Listing listing={userTransfers} urlNamespace="transfers" />
      <Listing listing={userTrades} urlNamespace="trades" />
      <Url />
    </Stack>
  );
}

/**
 * A listing descriptor drawn whole: its filters and the shared table, with the page, the sort and the
 * filters in the URL. Without a heading, it fits a screen (ListingScreen), a detail screen's tab
 * (ListingTabs) or a panel beside another listing, each scoped (withScope) and keeping its URL state
 * under its own name (urlNamespace).
 */
const meta = {
  title: 'Components/Listing',
  component: Demo,
  // The screen's own parameter (a tab, say) stays as it is.
  parameters: { session: 'admin', route: '/app/userAccounts/details?tab=money', layout: 'padded' },
  globals: pinned('account'),
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
/** The table and its pager, which sit together in one panel. */
const panel = (canvas: Canvas, table: string) => {
  const element = canvas.getByRole('table', { name: table }).closest<HTMLElement>('.MuiPaper-root');
  if (!element) throw new Error(`no panel around ${table}`);
  return within(element);
};

/** Scoped sub-listings (`withScope`) with their own URL state (`urlNamespace`). */
export const ScopedSideBySide: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('1–10 of 14');
    await canvas.findByText('1–10 of 13');
    const trades = panel(canvas, 'Trades');
    await userEvent.click(trades.getByRole('button', { name: 'Go to next page' }));
    await expect(await trades.findByText('11–13 of 13')).toBeVisible();
    await expect(panel(canvas, 'Bank transfers').getByText('1–10 of 14')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('?tab=money&trades.page=2');
    // Sorting the transfers leaves the trades where they were.
    await userEvent.click(panel(canvas, 'Bank transfers').getByRole('button', { name: 'Amount' }));
    // The address changes once the router has moved.
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
        '?tab=money&trades.page=2&transfers.sort=Amount&transfers.dir=desc',
      ),
    );
    await expect(trades.getByText('11–13 of 13')).toBeVisible();
  },
};

/** A link opens both listings where they were. */
export const FromALink: Story = {
  parameters: { route: '/app/userAccounts/details?trades.page=2&transfers.status=Complete' },
  play: async ({ canvas }) => {
    await expect(await panel(canvas, 'Trades').findByText('11–13 of 13')).toBeVisible();
    await expect(panel(canvas, 'Bank transfers').getByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'Complete',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'الصفقات' })).toBeVisible();
  },
};
