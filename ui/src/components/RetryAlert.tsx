import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A load that failed, said in the screen's words, with Try again: the one
 * look of every failed read (a table, a record, a dialog's options, a feed).
 */
export function RetryAlert({
  onRetry,
  children,
  sx,
}: {
  /** Asks again (a query's `refetch`). */
  onRetry: () => unknown;
  children: ReactNode;
  sx?: AlertProps['sx'];
}) {
  const { t } = useTranslation('common');
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
