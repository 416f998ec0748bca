/**
 * Where every screen of the console lives (spec 2), by its id: the one place
 * a path is written. The id is also the screen's title key (`shell:screens.<id>`);
 * the screen registry (`app/routes/screens.ts`) gives each id its claims, menu
 * place and page. Screens and links build URLs from here, never from literals.
 */
export const screenPaths = {
  dashboard: '/app/dashboard/listing',
  manageRoles: '/app/manageRoles',
  users: '/app/userAccounts/listing',
  /** User Details: the spec shows no route; ours is recorded as deviation D1. */
  userDetails: '/app/userAccounts/details',
  createUser: '/app/userAccounts/createUser',
  resendConfirmation: '/app/userAccounts/resendEmail',
  tradingAccounts: '/app/tradingAccounts/listing',
  accountDetails: '/app/tradingAccounts/account',
  addAccount: '/app/tradingAccounts/createUser',
  bankAccounts: '/app/bankaccounts/listing',
  bankAccountDetails: '/app/bankaccounts/account',
  cashMovement: '/app/cashMovement/listing',
  transferDetails: '/app/cashMovement/details',
  createCashMovement: '/app/cashMovement/createListing',
  trades: '/app/trades/listing',
  tradeDetails: '/app/trades/details',
  orders: '/app/orders/listing',
  restrictions: '/app/restrictions/listing',
  affiliations: '/app/compliance/affiliations',
  negativeSettledCash: '/app/compliance/negativesettledcashreport',
  restrictedAccounts: '/app/compliance/RestrictedAccounts',
  restrictedPermissions: '/app/compliance/RestrictedPermissions',
  achWatchlist: '/app/compliance/AchWatchlist',
  crmRequestLog: '/app/operations/infusionsoftapirequest',
  pointInTimeRestore: '/app/operations/requestpointintimerestore',
  tradeReport: '/app/reconciliation/tradereport',
  positionReport: '/app/reconciliation/positionreport',
  accountBalanceReport: '/app/reconciliation/accountbalancereport',
  onboardingStatusReport: '/app/reconciliation/onboardingstatusreport',
  symbolStrategies: '/app/smartfolio/symbolStrategies',
  smartfolioPositions: '/app/smartfolio/position',
  smartfolioOverrides: '/app/smartfolio/overrides',
  smartfolioDesigner: '/app/smartfolio/designer',
  symbols: '/app/symbols',
  userAssetReport: '/app/user&AssetReport',
  notification: '/app/notification',
  marketData: '/app/marketing/marketdata',
  marketingAuthentication: '/app/marketing/authentication',
  profile: '/app/users/profiles',
  settings: '/app/users/settings',
  /** While impersonating: the customer's own account, the only screen an impersonation token can fill. */
  customerView: '/app/impersonation',
} as const;

/** A screen of the console, by the id its path, title and registry entry share. */
export type ScreenId = keyof typeof screenPaths;

/** A screen's URL with a query (`?symbol=SPY`); empty values are left out. */
export function screenUrl(id: ScreenId, query: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${screenPaths[id]}?${text}` : screenPaths[id];
}

/** The routes outside the screens, and the screens' URLs by what they show. */
export const paths = {
  root: '/',
  signIn: '/signin',
  unauthorized: '/unauthorized',
  app: '/app',
  profile: screenPaths.profile,
  settings: screenPaths.settings,
  customerView: screenPaths.customerView,
  tradingAccounts: {
    listing: screenPaths.tradingAccounts,
    account: (id: number) => screenUrl('accountDetails', { tradingAccountId: id }),
  },
  /** The create flows (spec 2). */
  create: {
    user: screenPaths.createUser,
    resendConfirmation: screenPaths.resendConfirmation,
    account: screenPaths.addAccount,
    cashMovement: screenPaths.createCashMovement,
  },
  /** The listings the detail screens go back to (Back To Listing). */
  listings: {
    users: screenPaths.users,
    transfers: screenPaths.cashMovement,
    trades: screenPaths.trades,
    bankAccounts: screenPaths.bankAccounts,
  },
  /** The detail screens of one record. */
  details: {
    transfer: (id: number) => screenUrl('transferDetails', { transferId: id }),
    trade: (id: number) => screenUrl('tradeDetails', { tradeId: id }),
    bankAccount: (id: number) => screenUrl('bankAccountDetails', { bankAccountId: id }),
    user: (id: number) => screenUrl('userDetails', { userId: id }),
  },
} as const;

/** Where `/` sends a signed-in user when no initial URL was remembered (spec 2). */
export const defaultLandingPath = paths.tradingAccounts.listing;
