import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import { StatusPage } from '@/components/StatusPage';

/** The 500 page (spec 8), shown when a screen fails to render. */
export function ServerErrorPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="500"
      title={t('pageTitles.serverError')}
      message={t('errors.serverError')}
      action={
        onRetry ? (
          <Button variant="contained" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
