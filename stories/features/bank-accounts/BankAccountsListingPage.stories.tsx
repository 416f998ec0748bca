import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { BankAccountsListingPage } from '@/features/bank-accounts/pages/BankAccountsListingPage';
import { bankAccountsHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/bankaccounts/listing',
  handlers: { bankAccounts: bankAccountsHandlers },
  table: 'Bank accounts',
  arabicHeading: 'الحسابات المصرفية',
  limitedAccount: 'compliance',
  populated: async (canvas) => {
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
});

/** Bank Accounts (/app/bankaccounts/listing): the customers' bank accounts. */
const meta = {
  title: 'Screens/Bank accounts/Listing',
  component: BankAccountsListingPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof BankAccountsListingPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
