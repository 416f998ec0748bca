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
  tradingAccounts: {
    root: '/app/tradingAccounts',
    listing: '/app/tradingAccounts/listing',
  },
} as const;

/** Where `/` sends a signed-in user when no initial URL was remembered (spec 2). */
export const defaultLandingPath = paths.tradingAccounts.listing;
