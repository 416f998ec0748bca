import { useMemo } from 'react';

import { ListingScreen } from '@/components/Listing';

import { useSmartfolios } from '../api/get-smartfolios';
import { PositionTotals } from '../components/PositionTotals';
import { positionsListing } from '../listings';

/**
 * /app/smartfolio/position: every smartfolio holding, filtered by smartfolio
 * and account number, sortable, with the totals of what the filters match.
 */
export function PositionsPage() {
  const smartfolios = useSmartfolios();
  const listing = useMemo(() => positionsListing(smartfolios.data ?? []), [smartfolios.data]);
  return (
    <ListingScreen listing={listing} title="smartfolio:positions.title">
      <PositionTotals />
    </ListingScreen>
  );
}
