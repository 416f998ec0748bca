import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { manualOverrideCodeValues } from '@openapi/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useEnumerationLabel } from '@/components/Enumeration';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import type { BankAccountDetails } from '../api/get-bank-account';
import { type ManualOverrideCode, overrideBankAccount } from '../api/override-bank-account';

/**
 * The reviewer's actions (spec 3: F Manual Fail, P Manual Pass, R Needs
 * Further Review, and clearing the override), each confirmed first. The
 * server's answer replaces the record at once, and the listings refetch;
 * a refused action shows the server's message in the dialog.
 */
export function ReviewActions({ bankAccount }: { bankAccount: BankAccountDetails['bankAccount'] }) {
  const { t } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  const label = useEnumerationLabel();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<ManualOverrideCode | null | undefined>(undefined);
  const id = bankAccount.BankAccountId;
  const mutation = useMutation({
    mutationFn: (code: ManualOverrideCode | null) => overrideBankAccount(id, code),
    onSuccess: (updated) => {
      queryClient.setQueryData<BankAccountDetails>(['getBankAccount', id], (old) =>
        old ? { ...old, bankAccount: updated } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['listBankAccounts'] });
      setAsked(undefined);
      showToast(t('override.done'));
    },
  });
  const open = (code: ManualOverrideCode | null) => {
    mutation.reset();
    setAsked(code);
  };
  const current = bankAccount.ManualOverride ?? null;
  return (
    <>
      <Stack direction="row" role="group" aria-label={t('override.actionsLabel')} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {manualOverrideCodeValues.map((code) => (
          <Button
            key={code}
            variant={current === code ? 'contained' : 'outlined'}
            aria-pressed={current === code}
            onClick={() => open(code)}
          >
            {`${code} · ${label('ManualOverrideCode', code)}`}
          </Button>
        ))}
        <Button color="inherit" disabled={current === null} onClick={() => open(null)}>
          {t('override.clear')}
        </Button>
      </Stack>
      <Dialog open={asked !== undefined} onClose={() => setAsked(undefined)} aria-labelledby="review-confirm-title">
        <DialogTitle id="review-confirm-title">{t('override.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {asked
              ? t('override.confirmSet', { id, code: `${asked} · ${label('ManualOverrideCode', asked)}` })
              : t('override.confirmClear', { id })}
          </DialogContentText>
          {mutation.error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t('override.failed', { error: errorText(mutation.error, t('common:errors.generic')) })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(undefined)}>{t('override.cancel')}</Button>
          <Button
            variant="contained"
            loading={mutation.isPending}
            onClick={() => asked !== undefined && mutation.mutate(asked)}
          >
            {t('override.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
