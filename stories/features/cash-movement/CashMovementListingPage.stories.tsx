import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CashMovementListingPage } from '@/features/cash-movement/pages/CashMovementListingPage';
import { transfersHandlers } from '@/mocks/handlers';

import { listingStates } from '../../support/listing-states';

const meta = {
  title: 'Screens/Cash movement/Listing',
  component: CashMovementListingPage,
  parameters: { session: 'admin', route: '/app/cashMovement/listing', layout: 'padded' },
} satisfies Meta<typeof CashMovementListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listingStates({
  sorted: { column: /Created/, direction: 'descending' },
  group: 'transfers',
  handlers: transfersHandlers,
  table: 'Bank transfers',
  arabicHeading: 'حركة النقد',
});
/** The first page with the spec 9 default sort, 25 rows. */
export const Populated: Story = states.populated;
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;
export const Failed: Story = states.failed;
export const Arabic: Story = states.arabic;

/** Spec 4: the ACH withdrawal watch preset narrows to pending bank withdrawals on a watchlist. */
export const AchWithdrawalWatch: Story = {
  parameters: { route: '/app/cashMovement/listing?preset=achWithdrawalWatch' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ACH Withdrawal Watch', pressed: true })).toBeVisible();
    await canvas.findByText(/^1–\d+ of \d+$/);
    const rows = canvas.getAllByRole('row').slice(1);
    for (const row of rows) await expect(row).toHaveTextContent(/BankWithdraw.*Pending/);
  },
};
