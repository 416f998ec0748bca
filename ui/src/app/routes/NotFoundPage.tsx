import { useTranslation } from 'react-i18next';

import { StatusPage } from '@/components/StatusPage';

/** Unknown routes, and routes whose claim is missing (spec 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage title={t('pageTitles.notFound')} code="404" message={t('errors.notFound')} />;
}
