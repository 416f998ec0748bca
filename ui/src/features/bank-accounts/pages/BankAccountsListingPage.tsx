import { ListingScreen } from '@/components/Listing';

import { bankAccountsListing } from '../listing';

/** /app/bankaccounts/listing. */
export function BankAccountsListingPage() {
  return <ListingScreen listing={bankAccountsListing} title="bankAccounts:title" />;
}
