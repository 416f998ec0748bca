import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { useEnumerationLabel } from '@/components/Enumeration';
import {
  FormDialog,
  FormReadOnlyField,
  FormSwitchField,
  FormTextField,
  useServerErrors,
  useZodForm,
} from '@/components/Form';
import { RetryAlert } from '@/components/RetryAlert';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import { useAsset } from '../api/get-asset';
import { useUpdateAsset } from '../api/update-asset';

/** The flags an asset's edit changes (spec 3), in the table's order. */
export const FLAGS = ['isFractionable', 'isEnabled', 'isBlacklist', 'isWhitelist', 'IsSmartfolioDisabled'] as const;
export type Flag = (typeof FLAGS)[number];

const EMPTY = {
  name: '',
  isFractionable: false,
  isEnabled: false,
  isBlacklist: false,
  isWhitelist: false,
  IsSmartfolioDisabled: false,
};

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

/** The two lists are one rule (never both): a change to either checks the message on the whitelist again. */
const LINKED: Partial<Record<Flag, readonly Flag[]>> = { isBlacklist: ['isWhitelist'] };

/** The fields the server may name in a refusal (`errors`), as the form names them. */
const FIELDS = ['name', 'isWhitelist'] as const;

/**
 * Edit an asset (spec 7: `GET /api/v1/Asset/{id}`, then `PUT /api/v1/Asset`):
 * the stored asset is read first (the dialog waits for it, or offers a
 * retry); its name and flags are edited, its symbol, CUSIP and type shown.
 * A refusal shows on the field it concerns, else above the fields, and
 * keeps what was typed.
 */
export function AssetDialog({ id, symbol, onClose }: { id: number; symbol: string; onClose: () => void }) {
  const { t } = useTranslation('symbols');
  const asset = useAsset(id);
  const update = useUpdateAsset();
  // The form takes the asset when it arrives; a later read (the window refocused) keeps what was typed.
  const form = useZodForm(schema, {
    defaultValues: EMPTY,
    values: asset.data,
    resetOptions: { keepDirtyValues: true },
  });
  const enumerationLabel = useEnumerationLabel();
  const serverErrors = useServerErrors(form.setError, FIELDS);
  const close = () => {
    update.reset();
    onClose();
  };
  const problem =
    update.isError && !serverErrors.placed ? `${t('messages.editFailed')} ${errorText(update.error, '')}` : null;

  return (
    <FormDialog
      title={t('edit.title', { symbol })}
      onSubmit={form.handleSubmit((values) => {
        if (!asset.data) return;
        update.mutate(
          { ...asset.data, ...values },
          {
            onSuccess: () => {
              showToast(t('messages.updated'));
              close();
            },
            onError: serverErrors.onError,
          },
        );
      })}
      onClose={close}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      pending={update.isPending}
      problem={problem}
      loading={asset.data ? undefined : t('loading')}
      failure={
        !asset.data && asset.isError ? (
          <RetryAlert onRetry={asset.refetch} error={asset.error}>
            {t('messages.editFailed')} {errorText(asset.error, '')}
          </RetryAlert>
        ) : undefined
      }
    >
      {asset.data && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormReadOnlyField label={t('columns.symbol')} value={asset.data.symbol} helperText={t('edit.fixed')} />
            <FormReadOnlyField label={t('columns.cusip')} value={asset.data.cusiP_NUMBER} />
          </Stack>
          <FormTextField
            control={form.control}
            name="name"
            label={t('edit.name')}
            required
            slotProps={{ htmlInput: { maxLength: 120, dir: 'auto' } }}
          />
          <FormReadOnlyField label={t('columns.type')} value={enumerationLabel('AssetType', asset.data.type)} />
          <FormGroup>
            {FLAGS.map((flag) => (
              <FormSwitchField
                key={flag}
                control={form.control}
                name={flag}
                label={t(`columns.${flag}`)}
                revalidates={LINKED[flag]}
              />
            ))}
          </FormGroup>
        </>
      )}
    </FormDialog>
  );
}
