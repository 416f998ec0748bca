import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { RetryAlert } from '@/components/RetryAlert';
import { MessageDialog } from '@/components/dialogs';
import { FormDialog, FormTextField, useZodForm } from '@/components/Form';
import { useRoleText } from '@/components/role-text';
import { errorText } from '@/lib/api-client';

import { type Permission, usePermissions } from '../api/get-permissions';
import type { Role } from '../api/get-roles';
import { type RoleDialogMode, useSaveRole } from '../api/save-role';
import { TransferList } from './TransferList';

/** Spec 5: a role needs a name and a description; its permissions may be none. */
const schema = z.object({
  name: z.string().trim().min(1, 'common:errors.required'),
  description: z.string().trim().min(1, 'common:errors.required'),
  granted: z.array(z.custom<Permission>()),
});

export interface RoleDialogProps {
  mode: RoleDialogMode;
  /** The role being edited (Update mode). */
  role?: Role;
  onClose: () => void;
}

/**
 * Create Role / Edit Role (spec 2, 4, 5): name, description and the
 * permissions as a transfer list. The name is locked in Update mode (the
 * update call addresses the role by it); name and description are required.
 * Success is acknowledged with Ok, and closing resets the operation's status.
 */
export function RoleDialog({ mode, role, onClose }: RoleDialogProps) {
  const { t } = useTranslation('roles');
  const roleText = useRoleText();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const permissions = usePermissions();
  const save = useSaveRole(mode, role?.name);
  const form = useZodForm(schema, {
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '', granted: role?.permissions ?? [] },
  });
  const granted = form.watch('granted');

  const all = permissions.data ?? [];
  const grantedValues = new Set(granted.map((permission) => permission.value));
  const available = all.filter((permission) => !grantedValues.has(permission.value));

  const close = () => {
    // Spec 4: each operation's status goes back to init_state when its dialog closes.
    save.reset();
    onClose();
  };

  if (save.isSuccess) {
    return (
      <MessageDialog
        open
        message={mode === 'Create' ? t('messages.created') : t('messages.updated')}
        okLabel={t('actions.ok')}
        onClose={close}
      />
    );
  }

  return (
    <FormDialog
      title={mode === 'Create' ? t('dialog.createTitle') : t('dialog.editTitle')}
      // Spec 5: without a name and a description nothing is submitted.
      onSubmit={form.handleSubmit((values) =>
        save.mutate({
          Name: values.name,
          Description: values.description,
          Permissions: values.granted.map((permission) => ({ Value: permission.value })),
        }),
      )}
      onClose={close}
      submitLabel={mode === 'Create' ? t('actions.create') : t('actions.update')}
      cancelLabel={t('actions.cancel')}
      pending={save.isPending}
      problem={
        save.isError &&
        `${mode === 'Create' ? t('messages.createFailed') : t('messages.updateFailed')} ${errorText(save.error, '')}`
      }
      maxWidth="md"
      fullScreen={phone}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('dialog.name')}
        required
        disabled={mode === 'Update'}
        helperText={mode === 'Update' ? t('dialog.nameLocked') : ' '}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('dialog.description')}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 256 } }}
      />
      {permissions.isError && (
        <RetryAlert onRetry={permissions.refetch} error={permissions.error}>
          {t('messages.permissionsFailed', { error: errorText(permissions.error, '') })}
        </RetryAlert>
      )}
      <TransferList
        leftTitle={t('dialog.available')}
        rightTitle={t('dialog.granted')}
        left={available}
        right={granted}
        itemKey={(permission) => permission.value}
        primary={roleText.permission}
        secondary={(permission) => permission.value}
        onChange={(_, right) => form.setValue('granted', right)}
        leftEmpty={t('dialog.noneAvailable')}
        rightEmpty={t('dialog.noneGranted')}
        leftLoading={permissions.isPending}
        disabled={save.isPending}
      />
    </FormDialog>
  );
}
