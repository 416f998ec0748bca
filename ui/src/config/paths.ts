/**
 * Every route of the console, in one place (spec section 2). Screens and
 * links build URLs from here, never from string literals.
 */
export const paths = {
  root: '/',
  signIn: '/signin',
  unauthorized: '/unauthorized',
  app: '/app',
  profile: '/app/users/profiles',
  settings: '/app/users/settings',
  /** While impersonating: the customer's own account, the only screen an impersonation token can fill. */
  customerView: '/app/impersonation',
  tradingAccounts: {
    root: '/app/tradingAccounts',
    listing: '/app/tradingAccounts/listing',
    account: (id: number) => `/app/tradingAccounts/account?tradingAccountId=${id}`,
  },
  /** The create flows (spec 2). */
  create: {
    user: '/app/userAccounts/createUser',
    resendConfirmation: '/app/userAccounts/resendEmail',
    account: '/app/tradingAccounts/createUser',
    cashMovement: '/app/cashMovement/createListing',
  },
  /** The listings the detail screens go back to (Back To Listing). */
  listings: {
    users: '/app/userAccounts/listing',
    transfers: '/app/cashMovement/listing',
    trades: '/app/trades/listing',
    bankAccounts: '/app/bankaccounts/listing',
  },
  /** Detail routes the listings link to (the detail screens come in a later issue). */
  details: {
    transfer: (id: number) => `/app/cashMovement/details?transferId=${id}`,
    trade: (id: number) => `/app/trades/details?tradeId=${id}`,
    bankAccount: (id: number) => `/app/bankaccounts/account?bankAccountId=${id}`,
    /** User Details: the spec shows no route; ours is recorded as deviation D1. */
    user: (id: number) => `/app/userAccounts/details?userId=${id}`,
  },
} as const;

/** Where `/` sends a signed-in user when no initial URL was remembered (spec 2). */
export const defaultLandingPath = paths.tradingAccounts.listing;
