import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import { useAsset } from '../api/get-asset';
import type { Asset } from '../api/search-assets';
import { useUpdateAsset } from '../api/update-asset';

/** The flags an asset's edit changes (spec 3), in the table's order. */
export const FLAGS = ['isFractionable', 'isEnabled', 'isBlacklist', 'isWhitelist', 'IsSmartfolioDisabled'] as const;
export type Flag = (typeof FLAGS)[number];

function AssetForm({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  const { t } = useTranslation('symbols');
  const update = useUpdateAsset();
  const [draft, setDraft] = useState(asset);
  const [tried, setTried] = useState(false);
  const nameMissing = draft.name.trim() === '';
  const bothLists = draft.isBlacklist && draft.isWhitelist;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameMissing || bothLists) return;
    update.mutate(
      { ...draft, name: draft.name.trim() },
      {
        onSuccess: () => {
          showToast(t('messages.updated'));
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('columns.symbol')}
              value={draft.symbol}
              disabled
              fullWidth
              helperText={t('edit.fixed')}
            />
            <TextField label={t('columns.cusip')} value={draft.cusiP_NUMBER} disabled fullWidth helperText=" " />
          </Stack>
          <TextField
            label={t('edit.name')}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            required
            error={tried && nameMissing}
            helperText={tried && nameMissing ? t('edit.required') : ' '}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField label={t('columns.type')} value={draft.type} disabled helperText=" " />
          <FormGroup>
            {FLAGS.map((flag) => (
              <FormControlLabel
                key={flag}
                control={
                  <Switch
                    checked={draft[flag]}
                    onChange={(event) => setDraft({ ...draft, [flag]: event.target.checked })}
                  />
                }
                label={t(`columns.${flag}`)}
              />
            ))}
            {tried && bothLists && <FormHelperText error>{t('edit.bothLists')}</FormHelperText>}
          </FormGroup>
          {update.isError && (
            <Alert severity="error">
              {t('messages.editFailed')} {errorText(update.error, '')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={update.isPending}>
          {t('actions.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Edit an asset (spec 7: `GET /api/v1/Asset/{id}`, then `PUT /api/v1/Asset`). */
export function AssetDialog({ id, symbol, onClose }: { id: number; symbol: string; onClose: () => void }) {
  const { t } = useTranslation('symbols');
  const titleId = useId();
  const asset = useAsset(id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('edit.title', { symbol })}</DialogTitle>
      {asset.data ? (
        <AssetForm asset={asset.data} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {asset.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void asset.refetch()}>
                    {t('actions.retry')}
                  </Button>
                }
              >
                {t('messages.editFailed')} {errorText(asset.error, '')}
              </Alert>
            ) : (
              <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
                {[0, 1, 2, 3].map((row) => (
                  <Skeleton key={row} variant="rounded" height={48} />
                ))}
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
