import { ListingScreen } from '@/components/Listing';

import { symbolStrategiesListing } from '../listings';

/** /app/smartfolio/symbolStrategies, the smartfolio default (spec 2, 7, 8). */
export const SymbolStrategiesPage = () => (
  <ListingScreen listing={symbolStrategiesListing} title="smartfolio:strategies.title" />
);
