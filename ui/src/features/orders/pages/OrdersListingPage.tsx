import { ListingTabs } from '@/components/Listing';
import { PageHeading } from '@/components/PageHeading';
import { useTranslation } from 'react-i18next';

import { orderTabs } from '../listings';

/** /app/orders/listing: the seven tabs of spec 2; a new tab keeps the dates (deviation L6). */
export function OrdersListingPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHeading title={t('screens.orders')} />
      <ListingTabs tabs={orderTabs} label="orders:tabs.label" keep={['startDate', 'endDate']} />
    </>
  );
}
