import type { Meta } from '@storybook/react-vite';

import { RestrictionsPage } from '@/features/compliance/pages/CompliancePages';
import { restrictionsHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/restrictions/listing',
  handlers: { restrictions: restrictionsHandlers },
  table: 'Restricted Accounts',
  arabicHeading: 'القيود',
  limitedAccount: 'analyst',
});

/**
 * Restrictions (/app/restrictions/listing): the compliance list of restrictions; the analyst, without the
 * compliance claims, is refused.
 */
const meta = {
  title: 'Screens/Restrictions/Listing',
  component: RestrictionsPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof RestrictionsPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
