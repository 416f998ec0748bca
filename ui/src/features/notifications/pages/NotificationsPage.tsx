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
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type DataTableColumn, type ListingDefaults, ListingScreen } from '@/components/DataTable';
import { ConfirmDialog } from '@/components/dialogs';
import { DateTimeText } from '@/components/DateTimeText';
import { TooltipIconButton } from '@/components/TooltipIconButton';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import { useDeleteNotification } from '../api/delete-notification';
import { getNotification } from '../api/get-notification';
import { getNotifications, notificationsQueryKey } from '../api/get-notifications';
import { NotificationDialog } from '../components/NotificationDialog';
import { NotificationPreview } from '../components/NotificationPreview';
import { formOf, type Notification, type NotificationForm } from '../form-rules';

// Module level: the listing hook memoises on this object. Spec 9: 10 a page;
// spec 4: newest first (the server's order, so nothing to sort by).
const defaults: ListingDefaults<'createdDate'> = { sortable: [], sort: 'createdDate', dir: 'desc', pageSize: 10 };

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

  const columns: DataTableColumn<Notification>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      render: (row) => (
        // dir="auto": a title in English reads left to right on an Arabic page, and the other way round.
        <Typography variant="body2" dir="auto" sx={{ fontWeight: 600, minWidth: 120 }}>
          {row.title}
        </Typography>
      ),
      csv: (row) => row.title,
    },
    {
      id: 'description',
      header: t('columns.description'),
      render: (row) => (
        <Typography variant="body2" dir="auto" sx={{ minWidth: 180, maxWidth: 280 }}>
          {row.description}
        </Typography>
      ),
      csv: (row) => row.description,
    },
    {
      id: 'startDateUtc',
      header: t('columns.start'),
      render: (row) => <DateTimeText value={row.startDateUtc} />,
      csv: (row) => row.startDateUtc,
    },
    {
      id: 'endDateUtc',
      header: t('columns.end'),
      // Spec 8: an absent end date reads 'Not Available'.
      render: (row) => (row.endDateUtc ? <DateTimeText value={row.endDateUtc} /> : t('notAvailable')),
      csv: (row) => row.endDateUtc ?? '',
    },
    {
      id: 'notificationType',
      header: t('columns.type'),
      render: (row) => row.notificationType,
      csv: (row) => row.notificationType,
    },
    {
      id: 'createdDate',
      header: t('columns.created'),
      render: (row) => <DateTimeText value={row.createdDate} />,
      csv: (row) => row.createdDate,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      render: (row) => (
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
      ),
    },
  ];

  return (
    <>
      <ListingScreen
        title={t('title')}
        tableLabel={t('tableLabel')}
        queryKey={notificationsQueryKey}
        defaults={defaults}
        columns={columns}
        fetchPage={(query, signal) => getNotifications(query, t('messages.listFailed'), signal)}
        rowKey={(row) => row.notificationMasterId}
        exportName="notifications"
      >
        {() => (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2, mt: -1 }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })}>
              {t('actions.add')}
            </Button>
          </Stack>
        )}
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
