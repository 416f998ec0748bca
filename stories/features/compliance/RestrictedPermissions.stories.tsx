import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { RestrictedPermissionsPage } from '@/features/compliance/pages/CompliancePages';
import { restrictedPermissionsHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/compliance/RestrictedPermissions',
  handlers: { restrictedPermissions: restrictedPermissionsHandlers },
  table: 'Restricted Permissions',
  arabicHeading: 'الصلاحيات المقيّدة',
  limitedAccount: 'analyst',
  populated: async (canvas) => {
    await expect(canvas.getByRole('columnheader', { name: /Account Number/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
});

/**
 * Restricted Permissions (/app/compliance/RestrictedPermissions); spec 9: by account number,
 * ascending.
 */
const meta = {
  title: 'Screens/Compliance/Restricted Permissions',
  component: RestrictedPermissionsPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof RestrictedPermissionsPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
