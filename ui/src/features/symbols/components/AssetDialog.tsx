import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { useEnumerationLabel } from '@/components/Enumeration';
import { FormSwitchField, FormTextField, useFieldMessage, useZodForm } from '@/components/Form';
import { RetryAlert } from '@/components/RetryAlert';
import type { Asset } from '@/entities/assets';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import { useAsset } from '../api/get-asset';
import { useUpdateAsset } from '../api/update-asset';

/** The flags an asset's edit changes (spec 3), in the table's order. */
export const FLAGS = ['isFractionable', 'isEnabled', 'isBlacklist', 'isWhitelist', 'IsSmartfolioDisabled'] as const;
export type Flag = (typeof FLAGS)[number];

const schema = z
  .object({
    name: z.string().trim().min(1, 'symbols:edit.required'),
    isFractionable: z.boolean(),
    isEnabled: z.boolean(),
    isBlacklist: z.boolean(),
    isWhitelist: z.boolean(),
    IsSmartfolioDisabled: z.boolean(),
  })
  .refine((flags) => !(flags.isBlacklist && flags.isWhitelist), {
    path: ['isWhitelist'],
    message: 'symbols:edit.bothLists',
  });

function AssetForm({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  const { t } = useTranslation('symbols');
  const update = useUpdateAsset();
  const form = useZodForm(schema, { defaultValues: asset });
  const message = useFieldMessage();
  const enumerationLabel = useEnumerationLabel();
  const listsProblem = message(form.formState.errors.isWhitelist);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        update.mutate(
          { ...asset, ...values },
          {
            onSuccess: () => {
              showToast(t('messages.updated'));
              onClose();
            },
          },
        ),
      )}
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('columns.symbol')}
              value={asset.symbol}
              disabled
              fullWidth
              helperText={t('edit.fixed')}
            />
            <TextField label={t('columns.cusip')} value={asset.cusiP_NUMBER} disabled fullWidth helperText=" " />
          </Stack>
          <FormTextField
            control={form.control}
            name="name"
            label={t('edit.name')}
            required
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label={t('columns.type')}
            value={enumerationLabel('AssetType', asset.type)}
            disabled
            helperText=" "
          />
          <FormGroup>
            {FLAGS.map((flag) => (
              <FormSwitchField
                key={flag}
                control={form.control}
                name={flag}
                label={t(`columns.${flag}`)}
                onValueChange={() => {
                  if (form.formState.isSubmitted) void form.trigger();
                }}
              />
            ))}
            {listsProblem && <FormHelperText error>{listsProblem}</FormHelperText>}
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
              <RetryAlert onRetry={asset.refetch} error={asset.error}>
                {t('messages.editFailed')} {errorText(asset.error, '')}
              </RetryAlert>
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
