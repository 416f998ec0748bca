import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { AppRoutes } from '@/app/routes';
import { ManageRolesPage } from '@/features/roles/pages/ManageRolesPage';
import { rolesHandlers } from '@/mocks/handlers';

import { fill, findDialog, screen, wait } from '../../support/interactions';
import { screenStories, tableRowsReady } from '../../support/screen-stories';
import { withToaster } from '../../support/toaster';

const states = screenStories({
  route: '/app/manageRoles',
  handlers: { roles: rolesHandlers },
  table: 'Roles',
  arabicHeading: 'إدارة الأدوار',
  // The analyst holds no claims.* permission: MSW answers 403, as the server would.
  limitedAccount: 'analyst',
  // Every role with its permissions as chips; Add Role, Manage Users, Edit and Delete for the administrator.
  populated: async (canvas) => {
    const roles = within(await canvas.findByRole('table', { name: 'Roles' }, wait));
    await expect(await roles.findByText('Administrator', {}, wait)).toBeVisible();
    await expect(roles.getAllByText('Console access').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: 'Add Role' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Manage Users' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit role Operations analyst' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  },
  checks: {
    // Every role at once: no pager.
    ready: tableRowsReady('Roles'),
    readyArabic: async (canvas) => {
      await expect(await canvas.findByRole('button', { name: 'إضافة دور' }, wait)).toBeVisible();
    },
  },
});

/**
 * Manage Roles (spec 2, 4, 5, 6): the roles table and its dialogs, for each
 * state and each level of the claims.* permissions. Writes go to MSW's
 * in-memory roles, so a designer can create, edit and delete and see it.
 */
const meta = {
  title: 'Screens/Administration/Manage Roles',
  component: ManageRolesPage,
  parameters: { ...states.parameters, docs: { ...states.parameters.docs } },
  globals: states.globals,
  decorators: [withToaster],
} satisfies Meta<typeof ManageRolesPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'Roles' }, wait);

export const Populated = states.Populated;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
export const Forbidden = states.Forbidden;
export const Arabic = states.Arabic;
export const Phone = states.Phone;

/** claims.view alone: the roles, and nothing to change them with. */
export const ViewOnly: Story = {
  parameters: { sessionOptions: { withoutClaims: ['claims.manage', 'claims.assign'] } },
  play: async ({ canvas }) => {
    await within(await table(canvas)).findByText('Administrator', {}, wait);
    await expect(canvas.queryByRole('button', { name: 'Add Role' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Manage Users' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit role/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete role/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** claims.view and claims.assign: Manage Users, but no Add Role, Edit or Delete. */
export const AssignOnly: Story = {
  parameters: { sessionOptions: { withoutClaims: ['claims.manage'] } },
  play: async ({ canvas }) => {
    await within(await table(canvas)).findByText('Administrator', {}, wait);
    await expect(canvas.getByRole('button', { name: 'Manage Users' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Role' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit role/ })).toBeNull();
  },
};

/** Without claims.view the route goes to /unauthorized (spec 2), and the menu has no Manage Roles. */
export const WithoutClaimsView: Story = {
  parameters: { session: 'analyst', layout: 'fullscreen' },
  render: () => (
    <Suspense fallback={null}>
      <AppRoutes />
    </Suspense>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are not authorized to view this page.', {}, wait)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Roles' })).toBeNull();
  },
};

/** Create Role: required fields first, then the transfer list, then 'Role created successfully' with Ok. */
export const CreateRole: Story = {
  play: async ({ canvas }) => {
    await within(await table(canvas)).findByText('Administrator', {}, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Role' }));
    const dialog = await findDialog('Create Role');
    // Spec 5: without name and description nothing is submitted.
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(dialog.getAllByText('This field is required')).toHaveLength(2));
    await fill(dialog.getByRole('textbox', { name: 'Role name' }), 'support');
    await fill(dialog.getByRole('textbox', { name: 'Description' }), 'Answers customers');
    const available = within(dialog.getByRole('listbox', { name: 'Available permissions' }));
    await userEvent.click(await available.findByRole('option', { name: /Console access/ }, wait));
    await userEvent.click(available.getByRole('option', { name: /View user accounts/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move selected right' }));
    const granted = within(dialog.getByRole('listbox', { name: 'Granted permissions' }));
    await expect(granted.getAllByRole('option')).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    const done = await screen().findByRole('alertdialog', { name: 'Role created successfully' }, wait);
    await userEvent.click(within(done).getByRole('button', { name: 'Ok' }));
    const roles = within(await table(canvas));
    await expect(await roles.findByText('support', {}, wait)).toBeVisible();
  },
};

/** Edit Role: the name is locked (Update mode); all-left and all-right move every permission. */
export const EditRole: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit role Compliance officer' }, wait));
    const dialog = await findDialog('Edit Role');
    await expect(dialog.getByRole('textbox', { name: 'Role name' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Move all left' }));
    await expect(
      within(dialog.getByRole('listbox', { name: 'Granted permissions' })).queryAllByRole('option'),
    ).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Move all right' }));
    await expect(
      within(dialog.getByRole('listbox', { name: 'Granted permissions' })).getAllByRole('option'),
    ).toHaveLength(19);
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    const done = await screen().findByRole('alertdialog', { name: 'Role Updated Successfully' }, wait);
    await userEvent.click(within(done).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull(), wait);
  },
};

/** Delete asks the danger confirmation of spec 4, then the role is gone. */
export const DeleteRole: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete role Operations analyst' }, wait));
    const confirm = await findDialog(undefined, 'alertdialog');
    await expect(confirm.getByText('You will not be able to recover this role!')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Yes delete it' }));
    await waitFor(() => expect(canvas.queryByText('Operations analyst')).toBeNull(), wait);
  },
};

/** A refused create shows the server's error in the dialog; closing resets the status (spec 4). */
export const CreateRoleFailed: Story = {
  parameters: { msw: { handlers: { roles: rolesHandlers.writeErrors } } },
  play: async ({ canvas }) => {
    await within(await table(canvas)).findByText('Administrator', {}, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Role' }));
    let dialog = await findDialog('Create Role');
    await fill(dialog.getByRole('textbox', { name: 'Role name' }), 'support');
    await fill(dialog.getByRole('textbox', { name: 'Description' }), 'Answers customers');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText(/The role could not be created/, {}, wait)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Role' }));
    dialog = await findDialog('Create Role');
    await expect(dialog.queryByText(/The role could not be created/)).toBeNull();
  },
};

/** Manage Users: a role, a search, a move, Update, 'List Updated Successfully'. */
export const ManageUsers: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Users' }, wait));
    const dialog = await findDialog('Manage Users');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen().findByRole('option', { name: 'Compliance officer' }, wait));
    const assigned = within(dialog.getByRole('listbox', { name: 'Assgined users list' }));
    await expect(await assigned.findByRole('option', { name: /^compliance/ }, wait)).toBeVisible();
    await fill(dialog.getByRole('searchbox', { name: 'Search users' }), 'user10001');
    const unassigned = within(dialog.getByRole('listbox', { name: "Unassigned users' list" }));
    await userEvent.click(await unassigned.findByRole('option', { name: /user10001/ }, wait));
    await userEvent.click(dialog.getByRole('button', { name: 'Move selected right' }));
    await expect(await assigned.findByRole('option', { name: /user10001/ }, wait)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    const done = await screen().findByRole('alertdialog', { name: 'List Updated Successfully' }, wait);
    await userEvent.click(within(done).getByRole('button', { name: 'Ok' }));
    await expect(await assigned.findByRole('option', { name: /user10001/ }, wait)).toBeVisible();
  },
};

/** Update without a role: 'Please select a Role' once, on the role field, and nothing is sent. */
export const ManageUsersWithoutRole: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Users' }, wait));
    const dialog = await findDialog('Manage Users');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await dialog.findAllByText('Please select a Role')).toHaveLength(1);
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-invalid', 'true');
    await expect(screen().queryByRole('alertdialog')).toBeNull();
  },
};

/** A refused update: 'Failed to update' in the page, not a browser alert (spec 4 deviation). */
export const ManageUsersFailed: Story = {
  parameters: { msw: { handlers: { roles: rolesHandlers.writeErrors } } },
  play: async ({ canvas }) => {
    const alerts: string[] = [];
    const original = window.alert;
    window.alert = (message?: unknown) => alerts.push(String(message));
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Manage Users' }, wait));
      const dialog = await findDialog('Manage Users');
      await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
      await userEvent.click(await screen().findByRole('option', { name: 'Operations analyst' }, wait));
      const assigned = within(dialog.getByRole('listbox', { name: 'Assgined users list' }));
      await assigned.findByRole('option', { name: /^analyst/ }, wait);
      await userEvent.click(dialog.getByRole('button', { name: 'Move all left' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
      await expect(await dialog.findByText('Failed to update', {}, wait)).toBeVisible();
      await expect(alerts).toEqual([]);
    } finally {
      window.alert = original;
    }
  },
};
