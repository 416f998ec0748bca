import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { AffiliationsPage } from '@/features/compliance/pages/CompliancePages';
import { affiliationsHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/compliance/affiliations',
  handlers: { affiliations: affiliationsHandlers },
  table: 'Affiliations',
  arabicHeading: 'الانتماءات',
  limitedAccount: 'analyst',
  populated: async (canvas) => {
    await expect(canvas.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('10');
  },
});

/**
 * Affiliations (/app/compliance/affiliations): the compliance list of affiliations; spec 9: the table
 * pages by 10.
 */
const meta = {
  title: 'Screens/Compliance/Affiliations',
  component: AffiliationsPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof AffiliationsPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
