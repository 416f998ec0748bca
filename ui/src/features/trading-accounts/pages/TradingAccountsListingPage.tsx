import { ListingScreen } from '@/components/Listing';

import { tradingAccountsListing } from '../listing';

/** /app/tradingAccounts/listing: the landing page (spec 2). */
export function TradingAccountsListingPage() {
  return <ListingScreen listing={tradingAccountsListing} title="tradingAccounts:title" />;
}
