import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import type { SmartfolioOverride } from '../api/get-overrides';
import type { Smartfolio } from '../api/get-smartfolios';
import { type OverridePayload, useSaveOverride } from '../api/save-override';
import { serverFieldErrors } from '../server-errors';

type Field = 'smartfolioId' | 'symbol' | 'weight' | 'reason';
type Draft = Record<Field, string>;

/** Reason: at most 200 characters (the server's `OverridePayload.reason`). */
export const REASON_MAX = 200;

export interface OverrideDialogProps {
  /** The override being edited; absent to create one. */
  editing?: SmartfolioOverride;
  smartfolios: readonly Smartfolio[];
  onClose: () => void;
}

/**
 * Create or edit an override. The form checks only that each field is
 * filled in and the weight is a number; the server decides the rest (a known
 * smartfolio and symbol, a weight from 0 to 1, one override per symbol) and
 * its words show on the field they concern.
 */
export function OverrideDialog({ editing, smartfolios, onClose }: OverrideDialogProps) {
  const { t } = useTranslation('smartfolio');
  const titleId = useId();
  const save = useSaveOverride(editing?.overrideId);
  const [draft, setDraft] = useState<Draft>({
    smartfolioId: editing ? String(editing.smartfolioId) : '',
    symbol: editing?.symbol ?? '',
    weight: editing ? String(editing.weight) : '',
    reason: editing?.reason ?? '',
  });
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});
  const fromServer = serverFieldErrors(save.error);
  // A conflict or a failure that names no field shows above the buttons.
  const general =
    save.isError && Object.keys(fromServer).length === 0
      ? `${t(editing ? 'overrides.messages.updateFailed' : 'overrides.messages.createFailed')} ${errorText(save.error, '')}`
      : null;

  const change = (field: Field) => (value: string) => {
    setDraft({ ...draft, [field]: value });
    setMissing({ ...missing, [field]: undefined });
  };
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<Field, string>> = {};
    for (const field of ['smartfolioId', 'symbol', 'weight', 'reason'] as const) {
      if (draft[field].trim() === '') problems[field] = t('validation.required');
    }
    const weight = Number(draft.weight.trim());
    if (!problems.weight && !Number.isFinite(weight)) problems.weight = t('validation.number');
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    const body: OverridePayload = {
      smartfolioId: Number(draft.smartfolioId),
      symbol: draft.symbol.trim(),
      weight,
      reason: draft.reason.trim(),
    };
    save.mutate(body, {
      onSuccess: () => {
        showToast(t(editing ? 'overrides.messages.updated' : 'overrides.messages.created'));
        close();
      },
    });
  };
  const messageOf = (field: Field) => missing[field] ?? fromServer[field];
  const helper = (field: Field, hint = ' ') => messageOf(field) ?? hint;

  return (
    <Dialog open onClose={save.isPending ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {t(editing ? 'overrides.dialog.editTitle' : 'overrides.dialog.createTitle')}
      </DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('fields.smartfolio')}
              value={draft.smartfolioId}
              onChange={(event) => change('smartfolioId')(event.target.value)}
              required
              error={Boolean(messageOf('smartfolioId'))}
              helperText={helper('smartfolioId')}
            >
              {smartfolios.map((smartfolio) => (
                <MenuItem key={smartfolio.smartfolioId} value={String(smartfolio.smartfolioId)}>
                  {smartfolio.title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('fields.symbol')}
              value={draft.symbol}
              onChange={(event) => change('symbol')(event.target.value.toUpperCase())}
              required
              error={Boolean(messageOf('symbol'))}
              helperText={helper('symbol', t('overrides.dialog.symbolHint'))}
              slotProps={{ htmlInput: { maxLength: 12, dir: 'ltr', autoCapitalize: 'characters' } }}
            />
            <TextField
              label={t('fields.weight')}
              value={draft.weight}
              onChange={(event) => change('weight')(event.target.value)}
              required
              error={Boolean(messageOf('weight'))}
              helperText={helper('weight', t('overrides.dialog.weightHint'))}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            />
            <TextField
              label={t('fields.reason')}
              value={draft.reason}
              onChange={(event) => change('reason')(event.target.value)}
              required
              error={Boolean(messageOf('reason'))}
              helperText={helper('reason')}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
            {general && <Alert severity="error">{general}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
