import { registerScenarioHandlers } from '../scenarios';
import { authHandlers, signInRefusedHandlers } from './auth';
import {
  achWatchlistHandlers,
  affiliationsHandlers,
  negativeSettledCashHandlers,
  restrictedAccountsHandlers,
  restrictedPermissionsHandlers,
  restrictionsHandlers,
} from './compliance';
import { controlPlaneHandlers } from './control-plane';
import { createHandlers } from './create';
import { bankAccountDetailsHandlers, tradeDetailsHandlers, transferDetailsHandlers } from './details';
import { feedsHandlers } from './feeds';
import { crmRequestsHandlers, restoreRequestsHandlers } from './operations';
import { ordersHandlers } from './orders';
import {
  balanceReconciliationHandlers,
  onboardingReconciliationHandlers,
  positionReconciliationHandlers,
  tradeReconciliationHandlers,
} from './reconciliation';
import { customerDetailsHandlers } from './customer-details';
import { bankAccountsHandlers, tradesHandlers, transfersHandlers, usersHandlers } from './listings';
import { metaHandlers } from './meta';
import { tradingAccountsHandlers } from './trading-accounts';
import { userDetailsHandlers } from './user-details';
// Administration (issue 14).
import { notificationsHandlers } from './notifications';
import { userAssetReportHandlers } from './reports';
import { rolesHandlers } from './roles';
import { assetsHandlers } from './symbols';
// Smartfolio (issue 15).
import {
  smartfolioOverridesHandlers,
  smartfolioImagesHandlers,
  smartfolioPositionsHandlers,
  smartfoliosHandlers,
  symbolStrategiesHandlers,
} from './smartfolio';
// Marketing and the dashboard (issue 15).
import { dashboardHandlers } from './dashboard';
import { marketDataHandlers, signUpsHandlers } from './marketing';

/**
 * Every handler, grouped by area in MSW-Storybook's object form, so a story
 * can override one group (`tradingAccounts: tradingAccountsHandlers.empty`)
 * and inherit the rest.
 */
export const handlers = {
  controlPlane: controlPlaneHandlers,
  auth: authHandlers,
  tradingAccounts: tradingAccountsHandlers.default,
  transfers: transfersHandlers.default,
  trades: tradesHandlers.default,
  bankAccounts: bankAccountsHandlers.default,
  transferDetails: transferDetailsHandlers.default,
  tradeDetails: tradeDetailsHandlers.default,
  bankAccountDetails: bankAccountDetailsHandlers.default,
  users: usersHandlers.default,
  userDetails: userDetailsHandlers.default,
  customerDetails: customerDetailsHandlers.default,
  restrictions: restrictionsHandlers.default,
  restrictedAccounts: restrictedAccountsHandlers.default,
  affiliations: affiliationsHandlers.default,
  negativeSettledCash: negativeSettledCashHandlers.default,
  restrictedPermissions: restrictedPermissionsHandlers.default,
  achWatchlist: achWatchlistHandlers.default,
  orders: ordersHandlers.default,
  crmRequests: crmRequestsHandlers.default,
  restoreRequests: restoreRequestsHandlers.default,
  tradeReconciliation: tradeReconciliationHandlers.default,
  positionReconciliation: positionReconciliationHandlers.default,
  balanceReconciliation: balanceReconciliationHandlers.default,
  onboardingReconciliation: onboardingReconciliationHandlers.default,
  feeds: feedsHandlers.default,
  meta: metaHandlers.default,
  roles: rolesHandlers.default,
  notifications: notificationsHandlers.default,
  assets: assetsHandlers.default,
  userAssetReport: userAssetReportHandlers.default,
  create: createHandlers.default,
  symbolStrategies: symbolStrategiesHandlers.default,
  smartfolios: smartfoliosHandlers.default,
  smartfolioImages: smartfolioImagesHandlers.default,
  smartfolioPositions: smartfolioPositionsHandlers.default,
  smartfolioOverrides: smartfolioOverridesHandlers.default,
  dashboard: dashboardHandlers.default,
  marketData: marketDataHandlers.default,
  signUps: signUpsHandlers.default,
};

export const allHandlers = Object.values(handlers).flat();

/**
 * The `empty` scenario as the server has it (staff and roles only): every
 * group's `empty` set but the roles', whose empty set has no roles either.
 */
const emptyWorld = [
  tradingAccountsHandlers,
  transfersHandlers,
  tradesHandlers,
  bankAccountsHandlers,
  transferDetailsHandlers,
  tradeDetailsHandlers,
  bankAccountDetailsHandlers,
  usersHandlers,
  userDetailsHandlers,
  customerDetailsHandlers,
  restrictionsHandlers,
  restrictedAccountsHandlers,
  affiliationsHandlers,
  negativeSettledCashHandlers,
  restrictedPermissionsHandlers,
  achWatchlistHandlers,
  ordersHandlers,
  crmRequestsHandlers,
  restoreRequestsHandlers,
  tradeReconciliationHandlers,
  positionReconciliationHandlers,
  balanceReconciliationHandlers,
  onboardingReconciliationHandlers,
  feedsHandlers,
  notificationsHandlers,
  assetsHandlers,
  userAssetReportHandlers,
  createHandlers,
  symbolStrategiesHandlers,
  smartfoliosHandlers,
  smartfolioPositionsHandlers,
  smartfolioOverridesHandlers,
  dashboardHandlers,
  marketDataHandlers,
  signUpsHandlers,
].flatMap((group) => ('empty' in group ? group.empty : []));
registerScenarioHandlers('empty', emptyWorld);
registerScenarioHandlers('signInRefused', signInRefusedHandlers);

export {
  controlPlaneHandlers,
  signInRefusedHandlers,
  ordersHandlers,
  crmRequestsHandlers,
  restoreRequestsHandlers,
  balanceReconciliationHandlers,
  onboardingReconciliationHandlers,
  positionReconciliationHandlers,
  tradeReconciliationHandlers,
  achWatchlistHandlers,
  affiliationsHandlers,
  negativeSettledCashHandlers,
  restrictedAccountsHandlers,
  restrictedPermissionsHandlers,
  restrictionsHandlers,
  authHandlers,
  bankAccountsHandlers,
  bankAccountDetailsHandlers,
  tradeDetailsHandlers,
  transferDetailsHandlers,
  feedsHandlers,
  metaHandlers,
  tradesHandlers,
  tradingAccountsHandlers,
  transfersHandlers,
  usersHandlers,
  userDetailsHandlers,
  customerDetailsHandlers,
  rolesHandlers,
  notificationsHandlers,
  assetsHandlers,
  userAssetReportHandlers,
  createHandlers,
  symbolStrategiesHandlers,
  smartfoliosHandlers,
  smartfolioImagesHandlers,
  smartfolioPositionsHandlers,
  smartfolioOverridesHandlers,
  dashboardHandlers,
  marketDataHandlers,
  signUpsHandlers,
};
