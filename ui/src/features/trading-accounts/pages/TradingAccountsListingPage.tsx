import { useTranslation } from 'react-i18next';

import { CreateLinks } from '@/components/CreateLinks';
import { ListingScreen } from '@/components/Listing';
import { paths } from '@/config/paths';

import { tradingAccountsListing } from '../listing';

/** /app/tradingAccounts/listing: the landing page (spec 2), with Add account for users.manage. */
export function TradingAccountsListingPage() {
  const { t } = useTranslation('create');
  return (
    <ListingScreen listing={tradingAccountsListing} title="tradingAccounts:title">
      <CreateLinks
        links={[
          {
            to: paths.create.account,
            label: t('actions.addAccount'),
            primary: true,
          },
        ]}
      />
    </ListingScreen>
  );
}
