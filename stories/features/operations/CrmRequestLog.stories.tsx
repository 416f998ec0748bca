import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CrmRequestLogPage } from '@/features/operations/pages/OperationsPages';
import { crmRequestsHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/operations/infusionsoftapirequest',
  handlers: { crmRequests: crmRequestsHandlers },
  table: 'CRM API Request Log',
  arabicHeading: 'سجل طلبات CRM',
  limitedAccount: 'analyst',
  populated: async (canvas) => {
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  },
});

/**
 * CRM Request Log (/app/operations/infusionsoftapirequest): the requests sent to the CRM; spec 9:
 * Created desc.
 */
const meta = {
  title: 'Screens/Operations/CRM Request Log',
  component: CrmRequestLogPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof CrmRequestLogPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
