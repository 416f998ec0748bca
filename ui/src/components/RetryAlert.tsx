import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useRoleText } from '@/components/role-text';
import { missingClaim } from '@/lib/api-client';

/**
 * For a refusal for a missing permission (403): which permission it is, by
 * the name Manage Roles gives it, and who can give it; `null` for any other
 * failure. RetryAlert shows it; a failed action that is not a read (a report
 * generated on demand) shows it in its own alert.
 */
export function useForbiddenText(error: unknown): string | null {
  const { t } = useTranslation('common');
  const roleText = useRoleText();
  const claim = missingClaim(error);
  return claim ? t('errors.forbidden', { permission: roleText.permission({ value: claim, name: claim }) }) : null;
}

/**
 * A load that failed, said in the screen's words, with Try again: the one
 * look of every failed read (a table, a record, a dialog's options, a feed).
 *
 * A refusal for a missing permission (403) reads instead which permission it
 * is, by the name Manage Roles gives it, and offers no retry: asking again
 * cannot help, an administrator can.
 */
export function RetryAlert({
  onRetry,
  error,
  children,
  sx,
}: {
  /** Asks again (a query's `refetch`). */
  onRetry: () => unknown;
  /** What failed (a query's `error`): a 403 naming the claim it needs shows the forbidden state. */
  error: unknown;
  /** What could not be loaded, in the screen's words. */
  children: ReactNode;
  sx?: AlertProps['sx'];
}) {
  const { t } = useTranslation('common');
  const forbidden = useForbiddenText(error);
  if (forbidden) {
    return (
      <Alert severity="warning" role="alert" sx={sx}>
        {forbidden}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {t('actions.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
