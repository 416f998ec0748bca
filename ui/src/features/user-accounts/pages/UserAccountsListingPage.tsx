import { useTranslation } from 'react-i18next';

import { CreateLinks } from '@/components/CreateLinks';
import { ListingScreen } from '@/components/Listing';
import { paths } from '@/config/paths';

import { usersListing } from '../listing';

/** /app/userAccounts/listing (spec 2), with Create New User and Resend Confirmation for users.manage. */
export function UserAccountsListingPage() {
  const { t } = useTranslation('create');
  return (
    <ListingScreen listing={usersListing} title="shell:screens.users">
      <CreateLinks
        links={[
          { to: paths.create.resendConfirmation, label: t('actions.resendConfirmation') },
          { to: paths.create.user, label: t('actions.createUser'), primary: true },
        ]}
      />
    </ListingScreen>
  );
}
