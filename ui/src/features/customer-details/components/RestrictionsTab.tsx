import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { ConfirmDialog } from '@/components/dialogs';
import { useEnumerationLabel } from '@/components/Enumeration';
import { useListingText, withScope } from '@/components/Listing';
import { tableColumn } from '@/components/Listing/cells';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import { useRemoveUserRestriction } from '../api/remove-user-restriction';
import { type SelectiveRestriction, useUserRestrictions } from '../api/user-restrictions';
import { userRestrictionsListing } from '../listings';

import { AddRestrictionDialog } from './AddRestrictionDialog';

/**
 * Selective Restrictions / Restrictions: the account permissions a user may
 * not use (spec 3's eight, by name), newest first; with users.manage, add
 * one (permission and reason) and remove one after a confirmation.
 */
export function RestrictionsTab({ userId, canManage }: { userId: number; canManage: boolean }) {
  const { t } = useTranslation('customerDetails');
  const listing = useMemo(() => withScope(userRestrictionsListing, { userId }), [userId]);
  const cell = useListingText(listing);
  const result = useUserRestrictions(userId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SelectiveRestriction | null>(null);
  const label = useEnumerationLabel();
  const permissionName = (row: SelectiveRestriction) => label('AccountPermission', row.permission);
  const remove = useRemoveUserRestriction(userId);

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
          onAdded={() => {
            setAdding(false);
            showToast(t('restrictions.added'));
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('restrictions.removeTitle', { permission: permissionName(removing) }) : ''}
        message={removing ? t('restrictions.removeBody', { permission: permissionName(removing) }) : ''}
        confirmLabel={t('restrictions.removeConfirm')}
        cancelLabel={t('restrictions.cancel')}
        danger
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('restrictions.failed')) : null}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.restrictionId, {
            onSuccess: () => {
              showToast(t('restrictions.removed'));
              setRemoving(null);
            },
          })
        }
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
