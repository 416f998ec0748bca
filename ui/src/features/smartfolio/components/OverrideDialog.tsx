import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { chosen, FormDialog, FormSelectField, FormTextField, useZodForm, useServerErrors } from '@/components/Form';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import type { SmartfolioOverride } from '../api/get-overrides';
import type { Smartfolio } from '../api/get-smartfolios';
import { type OverridePayload, useSaveOverride } from '../api/save-override';

/** Reason: at most 200 characters (the server's `OverridePayload.reason`). */
export const REASON_MAX = 200;

/**
 * What the form checks itself: each field filled in, the weight a number;
 * the server decides the rest (a known smartfolio and symbol, a weight from
 * 0 to 1, one override per symbol) and its words show on the field they concern.
 */
const schema = z.object({
  smartfolioId: chosen(z.number()),
  symbol: z.string().trim().min(1, 'smartfolio:validation.required'),
  weight: z
    .string()
    .trim()
    .min(1, 'smartfolio:validation.required')
    .refine((text) => Number.isFinite(Number(text)), 'smartfolio:validation.number')
    .transform(Number),
  reason: z.string().trim().min(1, 'smartfolio:validation.required'),
});
const FIELDS = ['smartfolioId', 'symbol', 'weight', 'reason'] as const;

export interface OverrideDialogProps {
  /** The override being edited; absent to create one. */
  editing?: SmartfolioOverride;
  smartfolios: readonly Smartfolio[];
  onClose: () => void;
}

/** Create or edit an override of a symbol's weight in a smartfolio. */
export function OverrideDialog({ editing, smartfolios, onClose }: OverrideDialogProps) {
  const { t } = useTranslation('smartfolio');
  const save = useSaveOverride(editing?.overrideId);
  const form = useZodForm(schema, {
    defaultValues: {
      smartfolioId: editing?.smartfolioId ?? '',
      symbol: editing?.symbol ?? '',
      weight: editing ? String(editing.weight) : '',
      reason: editing?.reason ?? '',
    },
  });
  const serverErrors = useServerErrors(form.setError, FIELDS);
  const close = () => {
    save.reset();
    onClose();
  };
  // A conflict or a failure that names no field shows above the fields.
  const general =
    save.isError && !serverErrors.placed
      ? `${t(editing ? 'overrides.messages.updateFailed' : 'overrides.messages.createFailed')} ${errorText(save.error, '')}`
      : null;

  return (
    <FormDialog
      title={t(editing ? 'overrides.dialog.editTitle' : 'overrides.dialog.createTitle')}
      onSubmit={form.handleSubmit((values: OverridePayload) =>
        save.mutate(values, {
          onSuccess: () => {
            showToast(t(editing ? 'overrides.messages.updated' : 'overrides.messages.created'));
            close();
          },
          onError: serverErrors.onError,
        }),
      )}
      onClose={close}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      pending={save.isPending}
      problem={general}
    >
      <FormSelectField
        control={form.control}
        name="smartfolioId"
        label={t('fields.smartfolio')}
        required
        options={smartfolios.map((smartfolio) => ({ value: smartfolio.smartfolioId, label: smartfolio.title }))}
      />
      <FormTextField
        control={form.control}
        name="symbol"
        label={t('fields.symbol')}
        required
        parse={(text) => text.toUpperCase()}
        helperText={t('overrides.dialog.symbolHint')}
        slotProps={{ htmlInput: { maxLength: 12, dir: 'ltr', autoCapitalize: 'characters' } }}
      />
      <FormTextField
        control={form.control}
        name="weight"
        label={t('fields.weight')}
        required
        helperText={t('overrides.dialog.weightHint')}
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
      />
      <FormTextField
        control={form.control}
        name="reason"
        label={t('fields.reason')}
        required
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </FormDialog>
  );
}
