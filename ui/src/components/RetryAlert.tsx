import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { missingClaim } from '@/lib/api-client';

/**
 * A load that failed, said in the screen's words, with Try again: the one
 * look of every failed read (a table, a record, a dialog's options, a feed).
 *
 * Given the `error`, a refusal for a missing permission (403) reads instead
 * which permission it is, in words, and offers no retry: asking again cannot
 * help, an administrator can (Manage Roles).
 */
export function RetryAlert({
  onRetry,
  children,
  error,
  sx,
}: {
  /** Asks again (a query's `refetch`). */
  onRetry: () => unknown;
  children: ReactNode;
  /** What failed; a 403 naming the claim it needs shows the forbidden state. */
  error?: unknown;
  sx?: AlertProps['sx'];
}) {
  const { t } = useTranslation(['common', 'roles']);
  const claim = missingClaim(error);
  if (claim) {
    const permission = t(`roles:permissions.${claim.replaceAll('.', '_')}`, { defaultValue: claim });
    return (
      <Alert severity="warning" role="alert" sx={sx}>
        {t('common:errors.forbidden', { permission })}
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
