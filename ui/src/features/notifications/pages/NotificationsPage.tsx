import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialogs';
import { ListingScreen } from '@/components/Listing';
import { TooltipIconButton } from '@/components/TooltipIconButton';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import { useDeleteNotification } from '../api/delete-notification';
import { getNotification } from '../api/get-notification';
import { NotificationDialog } from '../components/NotificationDialog';
import { NotificationPreview } from '../components/NotificationPreview';
import { formOf, type Notification, type NotificationForm } from '../form-rules';
import { notificationsListing } from '../listing';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; id: number; form: NotificationForm }
  | { kind: 'preview'; notification: Notification }
  | { kind: 'delete'; notification: Notification }
  | null;

/** /app/notification: the notifications, newest first, with create, edit, preview and delete (spec 2, 4, 8). */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState<Open>(null);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const remove = useDeleteNotification();

  const edit = async (id: number) => {
    setLoadingId(id);
    try {
      const notification = await getNotification(id);
      setOpen({ kind: 'edit', id, form: formOf(notification) });
    } catch (error) {
      showToast(`${t('messages.fetchFailed', { id })} ${errorText(error, '')}`, 'error');
    } finally {
      setLoadingId(null);
    }
  };
  const closeDelete = () => {
    remove.reset();
    setOpen(null);
  };

  const actions = (row: Notification) => (
    <Stack direction="row">
      <TooltipIconButton
        label={t('actions.previewOf', { title: row.title })}
        icon={<VisibilityIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'preview', notification: row })}
      />
      <TooltipIconButton
        label={t('actions.editOf', { title: row.title })}
        icon={<EditIcon fontSize="small" />}
        onClick={() => void edit(row.notificationMasterId)}
        disabled={loadingId === row.notificationMasterId}
      />
      <TooltipIconButton
        label={t('actions.deleteOf', { title: row.title })}
        icon={<DeleteIcon fontSize="small" />}
        color="error"
        onClick={() => setOpen({ kind: 'delete', notification: row })}
      />
    </Stack>
  );

  return (
    <>
      <ListingScreen listing={notificationsListing} title="notifications:title" actions={actions}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2, mt: -1 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })}>
            {t('actions.add')}
          </Button>
        </Stack>
      </ListingScreen>
      {open?.kind === 'create' && <NotificationDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <NotificationDialog editing={open} onClose={() => setOpen(null)} />}
      {open?.kind === 'preview' && (
        <Dialog open onClose={() => setOpen(null)} aria-labelledby="notification-preview-title" maxWidth="xs" fullWidth>
          <DialogTitle id="notification-preview-title">{open.notification.title}</DialogTitle>
          <DialogContent>
            <NotificationPreview form={formOf(open.notification)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(null)}>{t('actions.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        danger
        title={t('delete.title')}
        message={t('delete.message', { title: open?.kind === 'delete' ? open.notification.title : '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.cancel')}
        pending={remove.isPending}
        error={remove.isError ? `${t('messages.deleteFailed')} ${errorText(remove.error, '')}` : null}
        onConfirm={() =>
          open?.kind === 'delete' &&
          remove.mutate(open.notification.notificationMasterId, {
            onSuccess: () => {
              showToast(t('messages.deleted'));
              closeDelete();
            },
          })
        }
        onClose={closeDelete}
      />
    </>
  );
}
