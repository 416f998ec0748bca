import { ListingScreen } from '@/components/Listing';

import { transfersListing } from '../listing';

/** /app/cashMovement/listing: transfers. */
export function CashMovementListingPage() {
  return <ListingScreen listing={transfersListing} title="cashMovement:title" />;
}
