import { ListingScreen } from '@/components/Listing';
import { tradesListing } from '@/entities/trades';

/** /app/trades/listing (spec 2). */
export function TradesListingPage() {
  return <ListingScreen listing={tradesListing} title="trades:title" />;
}
