import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { CashMovementListingPage } from '@/features/cash-movement/pages/CashMovementListingPage';
import { transfersHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';
import { atViewport } from '../../support/viewports';

const screen = screenStories({
  route: '/app/cashMovement/listing',
  handlers: { transfers: transfersHandlers },
  table: 'Bank transfers',
  arabicHeading: 'حركة النقد',
  populated: async (canvas) => {
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
});

/**
 * Cash Movement (/app/cashMovement/listing): the transfers, with the create page for a staff member
 * holding users.manage.
 */
const meta = {
  title: 'Screens/Cash movement/Listing',
  component: CashMovementListingPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof CashMovementListingPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;

type Story = StoryObj<typeof meta>;

/** The ACH withdrawal watch preset (spec 2): pending bank withdrawals of watched accounts. */
export const AchWithdrawalWatch: Story = {
  parameters: { route: '/app/cashMovement/listing?preset=achWithdrawalWatch' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ACH Withdrawal Watch', pressed: true })).toBeVisible();
    await canvas.findByText(/^1–\d+ of \d+$/);
    for (const row of canvas.getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent(/Bank withdrawal/);
      await expect(row).toHaveTextContent(/Pending/);
    }
  },
};

/** On a phone the filters open in a drawer from one button, and apply as they are chosen. */
export const PhoneFilters: Story = {
  globals: atViewport('phone'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/^1–\d+ of \d+$/);
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const body = within(canvasElement.ownerDocument.body);
    const drawer = within(await body.findByRole('dialog', { name: 'Filters' }));
    await userEvent.click(drawer.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await body.findByRole('option', { name: 'Pending' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('row')
          .slice(1)
          .every((row) => row.textContent?.includes('Pending')),
      ).toBe(true),
    );
  },
};
