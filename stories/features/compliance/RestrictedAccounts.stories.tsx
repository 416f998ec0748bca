import type { Meta } from '@storybook/react-vite';

import { RestrictedAccountsPage } from '@/features/compliance/pages/CompliancePages';
import { restrictedAccountsHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/compliance/RestrictedAccounts',
  handlers: { restrictedAccounts: restrictedAccountsHandlers },
  table: 'Restricted Accounts',
  arabicHeading: 'الحسابات المقيّدة',
  limitedAccount: 'analyst',
});

/**
 * Restricted Accounts (/app/compliance/RestrictedAccounts): the compliance list of accounts under a
 * restriction; the analyst, without the compliance claims, is refused.
 */
const meta = {
  title: 'Screens/Compliance/Restricted Accounts',
  component: RestrictedAccountsPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof RestrictedAccountsPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
