import ConstructionIcon from '@mui/icons-material/Construction';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

import { PageHeading } from '@/components/PageHeading';

import type { ScreenTitle } from './screens';

/** A routed screen that is not built yet: named, marked, inside the shell, never blank. */
export function NotAvailablePage({ title }: { title: ScreenTitle }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHeading title={t(`screens.${title}`)} />
      <Alert severity="info" icon={<ConstructionIcon />} variant="outlined">
        <AlertTitle>{t('notAvailable.title')}</AlertTitle>
        {t('notAvailable.text')}
      </Alert>
    </>
  );
}
