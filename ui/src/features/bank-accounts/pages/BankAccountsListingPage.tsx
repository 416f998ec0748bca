import { ListingScreen } from '@/components/Listing';
import { bankAccountsListing } from '@/entities/bank-accounts';

/** /app/bankaccounts/listing. */
export function BankAccountsListingPage() {
  return <ListingScreen listing={bankAccountsListing} title="bankAccounts:title" />;
}
