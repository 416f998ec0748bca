import { ListingScreen } from '@/components/Listing';

import { usersListing } from '../listing';

/** /app/userAccounts/listing (spec 2). */
export function UserAccountsListingPage() {
  return <ListingScreen listing={usersListing} title="shell:screens.users" />;
}
