import { paths, screenPaths, screenUrl } from '@/config/paths';

import type { DashboardFigures } from './api/get-dashboard';

export type CardFigure =
  | 'customers'
  | 'onboardedCustomers'
  | 'newCustomers30Days'
  | 'tradingAccounts'
  | 'totalCash'
  | 'pendingTransfers'
  | 'achWithdrawalWatch'
  | 'negativeSettledCash';

/**
 * The listings the cards count, with the filter in the URL the way each
 * listing keeps it (`status`, `preset`, `onboardingStatus`): opening one
 * shows exactly the rows the figure counts. Figures no listing filter
 * reproduces (onboarded customers spans two statuses, the last 30 days is
 * an instant, settled cash a sum) have no link. Whether the user may open
 * one is the route table's to say (`useCanOpen`).
 */
export const figureLinks: Partial<Record<CardFigure, string>> = {
  customers: paths.listings.users,
  tradingAccounts: paths.tradingAccounts.listing,
  pendingTransfers: screenUrl('cashMovement', { status: 'Pending' }),
  achWithdrawalWatch: screenUrl('cashMovement', { preset: 'achWithdrawalWatch' }),
  negativeSettledCash: screenPaths.negativeSettledCash,
};

/** The users listing filtered by one onboarding status. */
export const onboardingLink = (status: DashboardFigures['onboarding'][number]['status']): string =>
  screenUrl('users', { onboardingStatus: status });
