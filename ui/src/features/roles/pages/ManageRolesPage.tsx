import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { ConfirmDialog } from '@/components/dialogs';
import { PageHeading } from '@/components/PageHeading';
import { useRoleText } from '@/components/role-text';
import { TooltipIconButton } from '@/components/TooltipIconButton';
import { errorText } from '@/lib/api-client';
import { hasClaim } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useSession } from '@/lib/use-session';

import { useDeleteRole } from '../api/delete-role';
import { type Role, useRoles } from '../api/get-roles';
import { ManageUsersDialog } from '../components/ManageUsersDialog';
import { RoleDialog } from '../components/RoleDialog';

type Open =
  { kind: 'create' } | { kind: 'edit'; role: Role } | { kind: 'delete'; role: Role } | { kind: 'users' } | null;

/**
 * /app/manageRoles (claims.view): the roles with their permissions as chips
 * (spec 2). Add, edit and delete need claims.manage; Manage Users needs
 * claims.assign. Without claims.view the route goes to /unauthorized.
 */
export function ManageRolesPage() {
  const { t } = useTranslation('roles');
  const roleText = useRoleText();
  const session = useSession();
  const canManage = hasClaim(session, 'claims.manage');
  const canAssign = hasClaim(session, 'claims.assign');
  const roles = useRoles();
  const remove = useDeleteRole();
  const [open, setOpen] = useState<Open>(null);

  const closeDelete = () => {
    remove.reset();
    setOpen(null);
  };
  const confirmDelete = (role: Role) =>
    remove.mutate(role.name, {
      onSuccess: () => {
        showToast(t('messages.deleted', { name: roleText.name(role.name) }));
        closeDelete();
      },
    });

  const columns: DataTableColumn<Role>[] = [
    {
      id: 'Roles',
      header: t('columns.roles'),
      render: (role) => (
        <Box sx={{ minWidth: 96 }}>
          <Typography variant="body2" dir="auto" sx={{ fontWeight: 600 }}>
            {roleText.name(role.name)}
          </Typography>
          <Typography variant="caption" color="text.secondary" dir="auto">
            {roleText.description(role)}
          </Typography>
        </Box>
      ),
      csv: (role) => role.name,
    },
    {
      id: 'Permissions',
      header: t('columns.permissions'),
      render: (role) =>
        role.permissions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noPermissions')}
          </Typography>
        ) : (
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {role.permissions.map((permission) => (
              <Chip
                key={permission.value}
                size="small"
                label={roleText.permission(permission)}
                title={permission.value}
              />
            ))}
          </Stack>
        ),
      csv: (role) => role.permissions.map((permission) => permission.value).join(' '),
    },
  ];
  if (canManage) {
    columns.push({
      id: 'Actions',
      header: t('columns.actions'),
      render: (role) => (
        // Side by side where there is room, one above the other on a phone.
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          <TooltipIconButton
            label={t('actions.editRole', { name: roleText.name(role.name) })}
            icon={<EditIcon fontSize="small" />}
            onClick={() => setOpen({ kind: 'edit', role })}
          />
          <TooltipIconButton
            label={t('actions.deleteRole', { name: roleText.name(role.name) })}
            icon={<DeleteIcon fontSize="small" />}
            color="error"
            onClick={() => setOpen({ kind: 'delete', role })}
          />
        </Stack>
      ),
    });
  }

  return (
    <>
      <PageHeading
        title={t('title')}
        actions={
          (canManage || canAssign) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {canAssign && (
                <Button variant="outlined" startIcon={<GroupIcon />} onClick={() => setOpen({ kind: 'users' })}>
                  {t('actions.manageUsers')}
                </Button>
              )}
              {canManage && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })}>
                  {t('actions.addRole')}
                </Button>
              )}
            </Stack>
          )
        }
      />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={roles.data}
        rowKey={(role) => role.id}
        count={roles.data?.length ?? 0}
        query={roles}
      />
      {open?.kind === 'create' && <RoleDialog mode="Create" onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <RoleDialog mode="Update" role={open.role} onClose={() => setOpen(null)} />}
      {open?.kind === 'users' && <ManageUsersDialog onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        danger
        title={t('delete.title', { name: open?.kind === 'delete' ? roleText.name(open.role.name) : '' })}
        message={t('delete.message')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.cancel')}
        pending={remove.isPending}
        error={remove.isError ? `${t('messages.deleteFailed')} ${errorText(remove.error, '')}` : null}
        onConfirm={() => open?.kind === 'delete' && confirmDelete(open.role)}
        onClose={closeDelete}
      />
    </>
  );
}
