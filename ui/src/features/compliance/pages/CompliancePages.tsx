import { ListingScreen } from '@/components/Listing';

import {
  achWatchlistListing,
  affiliationsListing,
  negativeSettledCashListing,
  restrictedAccountsListing,
  restrictedPermissionsListing,
  restrictionsListing,
} from '../listings';

/** /app/restrictions/listing. */
export const RestrictionsPage = () => <ListingScreen listing={restrictionsListing} />;
/** /app/compliance/RestrictedAccounts. */
export const RestrictedAccountsPage = () => <ListingScreen listing={restrictedAccountsListing} />;
/** /app/compliance/affiliations. */
export const AffiliationsPage = () => <ListingScreen listing={affiliationsListing} />;
/** /app/compliance/negativesettledcashreport. */
export const NegativeSettledCashPage = () => <ListingScreen listing={negativeSettledCashListing} />;
/** /app/compliance/RestrictedPermissions. */
export const RestrictedPermissionsPage = () => <ListingScreen listing={restrictedPermissionsListing} />;
/** /app/compliance/AchWatchlist. */
export const AchWatchlistPage = () => <ListingScreen listing={achWatchlistListing} />;
