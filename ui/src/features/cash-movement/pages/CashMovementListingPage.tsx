import { useTranslation } from 'react-i18next';

import { CreateLinks } from '@/components/CreateLinks';
import { ListingScreen } from '@/components/Listing';
import { paths } from '@/config/paths';
import { transfersListing } from '@/entities/transfers';

/** /app/cashMovement/listing: transfers, with the create page for users.manage. */
export function CashMovementListingPage() {
  const { t } = useTranslation('create');
  return (
    <ListingScreen listing={transfersListing} title="cashMovement:title">
      <CreateLinks
        links={[
          {
            to: paths.create.cashMovement,
            label: t('actions.createCashMovement'),
            primary: true,
          },
        ]}
      />
    </ListingScreen>
  );
}
