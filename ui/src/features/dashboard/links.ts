import type { ClaimName } from '@/lib/session';

import type { DashboardFigures } from './api/get-dashboard';

/** A figure's listing: where a card leads, and the claim that listing needs (spec 6). */
export interface FigureLink {
  to: string;
  claim: ClaimName;
}

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
 * an instant, settled cash a sum) have no link.
 */
export const figureLinks: Partial<Record<CardFigure, FigureLink>> = {
  customers: { to: '/app/userAccounts/listing', claim: 'users.view' },
  tradingAccounts: { to: '/app/tradingAccounts/listing', claim: 'tradingAccount.viewList' },
  pendingTransfers: { to: '/app/cashMovement/listing?status=Pending', claim: 'transfer.viewList' },
  achWithdrawalWatch: { to: '/app/cashMovement/listing?preset=achWithdrawalWatch', claim: 'transfer.viewList' },
  negativeSettledCash: { to: '/app/compliance/negativesettledcashreport', claim: 'compliance.viewList' },
};

/** The users listing filtered by one onboarding status. */
export const onboardingLink = (status: DashboardFigures['onboarding'][number]['status']): FigureLink => ({
  to: `/app/userAccounts/listing?${new URLSearchParams({ onboardingStatus: status }).toString()}`,
  claim: 'users.view',
});
