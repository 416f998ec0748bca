import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MessageDialog } from '@/components/dialogs';
import { useRoleText } from '@/components/role-text';
import { errorText } from '@/lib/api-client';

import { type Permission, usePermissions } from '../api/get-permissions';
import type { Role } from '../api/get-roles';
import { type RoleDialogMode, useSaveRole } from '../api/save-role';
import { TransferList } from './TransferList';

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
  const titleId = useId();
  const permissions = usePermissions();
  const save = useSaveRole(mode, role?.name);
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [granted, setGranted] = useState<Permission[]>(role?.permissions ?? []);
  const [tried, setTried] = useState(false);

  const all = permissions.data ?? [];
  const grantedValues = new Set(granted.map((permission) => permission.value));
  const available = all.filter((permission) => !grantedValues.has(permission.value));
  const nameMissing = name.trim() === '';
  const descriptionMissing = description.trim() === '';

  const close = () => {
    // Spec 4: each operation's status goes back to init_state when its dialog closes.
    save.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    // Spec 5: without a name and a description nothing is submitted.
    if (nameMissing || descriptionMissing) return;
    save.mutate({
      Name: name.trim(),
      Description: description.trim(),
      Permissions: granted.map((permission) => ({ Value: permission.value })),
    });
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
    <Dialog
      open
      onClose={save.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="md"
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{mode === 'Create' ? t('dialog.createTitle') : t('dialog.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('dialog.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              disabled={mode === 'Update'}
              error={tried && nameMissing}
              helperText={mode === 'Update' ? t('dialog.nameLocked') : tried && nameMissing ? t('required') : ' '}
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
            <TextField
              label={t('dialog.description')}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              required
              multiline
              minRows={2}
              error={tried && descriptionMissing}
              helperText={tried && descriptionMissing ? t('required') : ' '}
              slotProps={{ htmlInput: { maxLength: 256 } }}
            />
            {permissions.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void permissions.refetch()}>
                    {t('actions.retry')}
                  </Button>
                }
              >
                {t('messages.permissionsFailed', { error: errorText(permissions.error, '') })}
              </Alert>
            )}
            <TransferList
              leftTitle={t('dialog.available')}
              rightTitle={t('dialog.granted')}
              left={available}
              right={granted}
              itemKey={(permission) => permission.value}
              primary={roleText.permission}
              secondary={(permission) => permission.value}
              onChange={(_, right) => setGranted(right)}
              leftEmpty={t('dialog.noneAvailable')}
              rightEmpty={t('dialog.noneGranted')}
              leftLoading={permissions.isPending}
              disabled={save.isPending}
            />
            {save.isError && (
              <Alert severity="error">
                {mode === 'Create' ? t('messages.createFailed') : t('messages.updateFailed')}{' '}
                {errorText(save.error, '')}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {mode === 'Create' ? t('actions.create') : t('actions.update')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
