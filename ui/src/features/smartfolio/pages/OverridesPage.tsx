import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialogs';
import { ListingScreen } from '@/components/Listing';
import { TooltipIconButton } from '@/components/TooltipIconButton';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import { useDeleteOverride } from '../api/delete-override';
import type { SmartfolioOverride } from '../api/get-overrides';
import { useSmartfolios } from '../api/get-smartfolios';
import { OverrideDialog } from '../components/OverrideDialog';
import { overridesListing, percent } from '../listings';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; override: SmartfolioOverride }
  | { kind: 'delete'; override: SmartfolioOverride }
  | null;

/** /app/smartfolio/overrides: the weight overrides, with create, edit and delete (after a confirmation). */
export function OverridesPage() {
  const { t } = useTranslation('smartfolio');
  const smartfolios = useSmartfolios();
  const all = useMemo(() => smartfolios.data ?? [], [smartfolios.data]);
  const listing = useMemo(() => overridesListing(all), [all]);
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteOverride();
  const titleOf = (row: SmartfolioOverride) =>
    all.find((smartfolio) => smartfolio.smartfolioId === row.smartfolioId)?.title ?? `#${row.smartfolioId}`;
  const closeDelete = () => {
    remove.reset();
    setOpen(null);
  };

  const actions = (row: SmartfolioOverride) => (
    <Stack direction="row">
      <TooltipIconButton
        label={t('overrides.editOf', { symbol: row.symbol, smartfolio: titleOf(row) })}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'edit', override: row })}
      />
      <TooltipIconButton
        label={t('overrides.deleteOf', { symbol: row.symbol, smartfolio: titleOf(row) })}
        icon={<DeleteIcon fontSize="small" />}
        color="error"
        onClick={() => setOpen({ kind: 'delete', override: row })}
      />
    </Stack>
  );
  const deleting = open?.kind === 'delete' ? open.override : null;

  return (
    <>
      <ListingScreen listing={listing} title="smartfolio:overrides.title" actions={actions}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2, mt: -1 }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ kind: 'create' })}
            disabled={!smartfolios.data}
          >
            {t('overrides.add')}
          </Button>
        </Stack>
      </ListingScreen>
      {open?.kind === 'create' && <OverrideDialog smartfolios={all} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && (
        <OverrideDialog editing={open.override} smartfolios={all} onClose={() => setOpen(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('overrides.delete.title')}
        message={
          deleting
            ? t('overrides.delete.message', {
                symbol: deleting.symbol,
                weight: percent(deleting.weight),
                smartfolio: titleOf(deleting),
              })
            : ''
        }
        confirmLabel={t('overrides.delete.confirm')}
        cancelLabel={t('actions.cancel')}
        pending={remove.isPending}
        error={remove.isError ? `${t('overrides.messages.deleteFailed')} ${errorText(remove.error, '')}` : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.overrideId, {
            onSuccess: () => {
              showToast(t('overrides.messages.deleted'));
              closeDelete();
            },
          })
        }
        onClose={closeDelete}
      />
    </>
  );
}
