import auth from './en/auth.json';
import common from './en/common.json';
import compliance from './en/compliance.json';
import customerView from './en/customerView.json';
import details from './en/details.json';
import enums from './en/enums.json';
import customerDetails from './en/customerDetails.json';
import feeds from './en/feeds.json';
import bankAccounts from './en/bankAccounts.json';
import cashMovement from './en/cashMovement.json';
import listing from './en/listing.json';
import offline from './en/offline.json';
import operations from './en/operations.json';
import orders from './en/orders.json';
import reconciliation from './en/reconciliation.json';
import settings from './en/settings.json';
import shell from './en/shell.json';
import trades from './en/trades.json';
import tradingAccounts from './en/tradingAccounts.json';
import userAccounts from './en/userAccounts.json';
// Administration (issue 14).
import notifications from './en/notifications.json';
import roles from './en/roles.json';
import symbols from './en/symbols.json';
import userAssetReport from './en/userAssetReport.json';
// The create flows (issue 13, item 5).
import create from './en/create.json';
// Smartfolio (issue 15).
import smartfolio from './en/smartfolio.json';
// Marketing and the dashboard (issue 15).
import dashboard from './en/dashboard.json';
import marketing from './en/marketing.json';

/**
 * Every English text: the source of the translation keys' types, the fallback
 * language, and what tests and Storybook load at once. The console itself
 * bundles only the first paint's namespaces (`namespaces.ts`); importing this
 * module from the console would bundle them all.
 */
export const englishResources = {
  common,
  auth,
  shell,
  tradingAccounts,
  feeds,
  settings,
  listing,
  enums,
  cashMovement,
  trades,
  bankAccounts,
  userAccounts,
  compliance,
  reconciliation,
  operations,
  orders,
  customerView,
  offline,
  details,
  customerDetails,
  roles,
  notifications,
  symbols,
  userAssetReport,
  create,
  smartfolio,
  marketing,
  dashboard,
} as const;

export { type Namespace, namespaces } from './namespaces';
