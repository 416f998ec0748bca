import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { accountPermissionValues } from '@openapi/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EnumerationValue, useEnumerationLabel } from '@/components/Enumeration';
import { useListingText, withScope } from '@/components/Listing';
import { tableColumn } from '@/components/Listing/cells';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import { addUserRestriction } from '../api/add-user-restriction';
import { removeUserRestriction } from '../api/remove-user-restriction';
import type { SelectiveRestriction } from '../api/user-restrictions';
import { userRestrictionsListing } from '../listings';

const REASON_MAX = 200;

/**
 * Selective Restrictions / Restrictions: the account permissions a user may
 * not use (spec 3's eight, by name), newest first; with users.manage, add
 * one (permission and reason) and remove one after a confirmation.
 */
export function RestrictionsTab({ userId, canManage }: { userId: number; canManage: boolean }) {
  const { t } = useTranslation('customerDetails');
  const listing = useMemo(() => withScope(userRestrictionsListing, { userId }), [userId]);
  const cell = useListingText(listing);
  const queryClient = useQueryClient();
  const queryKey = [listing.operation, 'listing', listing.scope ?? {}];
  const result = useQuery({ queryKey, queryFn: ({ signal }) => listing.fetch({}, signal) });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SelectiveRestriction | null>(null);
  const label = useEnumerationLabel();
  const permissionName = (row: SelectiveRestriction) => label('AccountPermission', row.permission);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [listing.operation] });

  const remove = useMutation({
    mutationFn: (row: SelectiveRestriction) => removeUserRestriction(userId, row.restrictionId),
    onSuccess: async () => {
      showToast(t('restrictions.removed'));
      setRemoving(null);
      await refresh();
    },
  });

  const columns: DataTableColumn<SelectiveRestriction>[] = listing.columns.map((column) =>
    tableColumn(column, listing.ns, cell),
  );
  if (canManage) {
    columns.push({
      id: 'actions',
      header: t('columns.actions'),
      render: (row) => (
        <Button
          size="small"
          color="error"
          startIcon={<ClearIcon fontSize="small" />}
          aria-label={t('restrictions.remove', { permission: permissionName(row) })}
          onClick={() => {
            remove.reset();
            setRemoving(row);
          }}
        >
          {t('restrictions.removeConfirm')}
        </Button>
      ),
    });
  }

  return (
    <Stack spacing={2}>
      {canManage ? (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('restrictions.add')}
        </Button>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('restrictions.readOnly')}
        </Typography>
      )}
      <DataTable
        label={cell.text(listing.label)}
        columns={columns}
        rows={result.data?.data}
        rowKey={listing.rowKey}
        count={result.data?.totalMatch ?? 0}
        query={result}
        emptyText={cell.text('common:empty.records')}
      />
      {adding && (
        <AddRestrictionDialog
          userId={userId}
          onClose={() => setAdding(false)}
          onAdded={async () => {
            setAdding(false);
            showToast(t('restrictions.added'));
            await refresh();
          }}
        />
      )}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-restriction-title">
        <DialogTitle id="remove-restriction-title">
          {removing && t('restrictions.removeTitle', { permission: permissionName(removing) })}
        </DialogTitle>
        <DialogContent>
          {remove.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(remove.error, t('restrictions.failed'))}
            </Alert>
          )}
          <DialogContentText>
            {removing && t('restrictions.removeBody', { permission: permissionName(removing) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{t('restrictions.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => removing && remove.mutate(removing)}
          >
            {t('restrictions.removeConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function AddRestrictionDialog(props: { userId: number; onClose: () => void; onAdded: () => Promise<void> }) {
  const { t } = useTranslation('customerDetails');
  const [permission, setPermission] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const add = useMutation({
    mutationFn: () =>
      addUserRestriction(props.userId, {
        permission: Number(permission) as (typeof accountPermissionValues)[number],
        reason: reason.trim(),
      }),
    onSuccess: props.onAdded,
  });
  const permissionError = touched && !permission ? t('restrictions.permissionRequired') : '';
  const reasonError =
    touched && !reason.trim()
      ? t('restrictions.reasonRequired')
      : reason.trim().length > REASON_MAX
        ? t('restrictions.reasonTooLong')
        : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (permission && reason.trim() && reason.trim().length <= REASON_MAX) add.mutate();
  };

  return (
    <Dialog open onClose={props.onClose} aria-labelledby="add-restriction-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-restriction-title">{t('restrictions.addTitle')}</DialogTitle>
        <DialogContent>
          {add.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(add.error, t('restrictions.failed'))}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              required
              label={t('restrictions.permission')}
              value={permission}
              onChange={(event) => setPermission(event.target.value)}
              error={Boolean(permissionError)}
              helperText={permissionError || ' '}
            >
              {accountPermissionValues.map((value) => (
                <MenuItem key={value} value={String(value)}>
                  <EnumerationValue enumeration="AccountPermission" value={value} />
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required
              multiline
              minRows={2}
              label={t('restrictions.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(reasonError)}
              helperText={reasonError || t('restrictions.reasonHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('restrictions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            {t('restrictions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
