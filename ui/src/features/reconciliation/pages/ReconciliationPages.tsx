import { ListingScreen } from '@/components/Listing';

import { balanceReportListing, onboardingReportListing, positionReportListing, tradeReportListing } from '../listings';

/** /app/reconciliation/tradereport. */
export const TradeReportPage = () => <ListingScreen listing={tradeReportListing} />;
/** /app/reconciliation/positionreport. */
export const PositionReportPage = () => <ListingScreen listing={positionReportListing} />;
/** /app/reconciliation/accountbalancereport. */
export const AccountBalanceReportPage = () => <ListingScreen listing={balanceReportListing} />;
/** /app/reconciliation/onboardingstatusreport. */
export const OnboardingStatusReportPage = () => <ListingScreen listing={onboardingReportListing} />;
