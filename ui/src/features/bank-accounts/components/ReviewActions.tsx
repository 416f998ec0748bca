import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { manualOverrideCodeValues } from '@openapi/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialogs';
import { useEnumerationLabel } from '@/components/Enumeration';
import type { BankAccountDetails } from '@/entities/bank-accounts';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import { type ManualOverrideCode, useOverrideBankAccount } from '../api/override-bank-account';

/**
 * The reviewer's actions (spec 3: F Manual Fail, P Manual Pass, R Needs
 * Further Review, and clearing the override), each confirmed first. The
 * codes are toggle buttons: the active one is pressed, and pressing it again
 * offers to clear it (never to set it again). The server's answer replaces
 * the record at once, and the listings refetch; a refused action shows the
 * server's message in the dialog.
 */
export function ReviewActions({ bankAccount }: { bankAccount: BankAccountDetails['bankAccount'] }) {
  const { t } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  const [asked, setAsked] = useState<ManualOverrideCode | null | undefined>(undefined);
  const id = bankAccount.BankAccountId;
  const mutation = useOverrideBankAccount(id);
  const current = bankAccount.ManualOverride ?? null;
  const ask = (code: ManualOverrideCode | null) => {
    mutation.reset();
    setAsked(code === current ? null : code);
  };
  const label = useEnumerationLabel();
  const name = (code: ManualOverrideCode) => `${code} · ${label('ManualOverrideCode', code)}`;
  return (
    <>
      <Stack direction="row" role="group" aria-label={t('override.actionsLabel')} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {manualOverrideCodeValues.map((code) => (
          <Button
            key={code}
            variant={current === code ? 'contained' : 'outlined'}
            aria-pressed={current === code}
            onClick={() => ask(code)}
          >
            {name(code)}
          </Button>
        ))}
        <Button color="inherit" disabled={current === null} onClick={() => ask(null)}>
          {t('override.clear')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asked !== undefined}
        title={t('override.confirmTitle')}
        message={asked ? t('override.confirmSet', { id, code: name(asked) }) : t('override.confirmClear', { id })}
        confirmLabel={t('override.confirm')}
        cancelLabel={t('override.cancel')}
        pending={mutation.isPending}
        error={
          mutation.error ? t('override.failed', { error: errorText(mutation.error, t('common:errors.generic')) }) : null
        }
        onConfirm={() =>
          asked !== undefined &&
          mutation.mutate(asked, {
            onSuccess: () => {
              setAsked(undefined);
              showToast(t('override.done'));
            },
          })
        }
        onClose={() => setAsked(undefined)}
      />
    </>
  );
}
