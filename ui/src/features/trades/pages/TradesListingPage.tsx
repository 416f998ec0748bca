import { ListingScreen } from '@/components/Listing';

import { tradesListing } from '../listing';

/** /app/trades/listing (spec 2). */
export function TradesListingPage() {
  return <ListingScreen listing={tradesListing} title="trades:title" />;
}
