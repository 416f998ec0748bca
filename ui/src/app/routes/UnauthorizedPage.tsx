import { useTranslation } from 'react-i18next';

import { StatusPage } from '@/components/StatusPage';

/** Where a page whose claim is missing sends the user (spec 2: the roles page). */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  return <StatusPage title={t('pageTitles.unauthorized')} code="401" message={t('errors.unauthorized')} />;
}
