import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { bankReviewStateValues } from '@openapi/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialogs';
import { useEnumerationLabel } from '@/components/Enumeration';
import type { BankAccountDetails } from '@/entities/bank-accounts';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import { type SettableReviewState, useReviewBankAccount } from '../api/review-bank-account';

/** The states a reviewer sets (spec 3); the empty one is only where a record starts. */
const SETTABLE = bankReviewStateValues.filter((state): state is SettableReviewState => state !== '');

/**
 * The review state buttons (spec 3: Failed, Passed, Reviewing), beside the
 * manual override. Each is confirmed first; the server's answer replaces the
 * record at once and the listings refetch; a refusal shows the server's
 * message in the dialog.
 */
export function ReviewStateActions({ bankAccount }: { bankAccount: BankAccountDetails['bankAccount'] }) {
  const { t } = useTranslation(['create', 'details', 'common']);
  const [asked, setAsked] = useState<SettableReviewState | null>(null);
  const id = bankAccount.BankAccountId;
  const mutation = useReviewBankAccount(id);
  const enumerationLabel = useEnumerationLabel();
  const label = (state: SettableReviewState) => enumerationLabel('BankReviewState', state);
  return (
    <>
      <Stack direction="row" role="group" aria-label={t('review.set')} sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {SETTABLE.map((state) => (
          <Button
            key={state}
            color={state === 'Failed' ? 'error' : state === 'Passed' ? 'success' : 'primary'}
            variant={bankAccount.ReviewState === state ? 'contained' : 'outlined'}
            aria-pressed={bankAccount.ReviewState === state}
            onClick={() => {
              mutation.reset();
              setAsked(state);
            }}
          >
            {label(state)}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={asked !== null}
        title={t('review.confirmTitle')}
        message={asked ? t('review.confirm', { id, state: label(asked) }) : ''}
        confirmLabel={t('details:override.confirm')}
        cancelLabel={t('details:override.cancel')}
        pending={mutation.isPending}
        error={
          mutation.error ? t('review.failed', { error: errorText(mutation.error, t('common:errors.generic')) }) : null
        }
        onConfirm={() =>
          asked &&
          mutation.mutate(asked, {
            onSuccess: (updated) => {
              setAsked(null);
              showToast(t('review.done', { state: enumerationLabel('BankReviewState', updated.ReviewState) }));
            },
          })
        }
        onClose={() => setAsked(null)}
      />
    </>
  );
}
