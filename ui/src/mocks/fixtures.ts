/**
 * The fixture files the handlers answer from (`fixtures/`, the mock server's
 * seed 42 world at the small scale), each loaded on its first use: a page of
 * the offline console (and a story) parses only the collections its requests
 * read, not the whole world (3.4 MB of JSON, docs/benchmarks.md). Each file
 * is its own chunk of the build, imported once; a handler awaits it.
 *
 * The few files read before any request (the demo accounts, the customers'
 * names for impersonation tokens, the scenario catalogue, the world's seed
 * and its edit messages) are plain imports where they are used.
 */
const files = {
  accountHistory: () => import('@fixtures/accountHistory.json'),
  affiliations: () => import('@fixtures/affiliations.json'),
  assets: () => import('@fixtures/assets.json'),
  balanceReconciliation: () => import('@fixtures/balanceReconciliation.json'),
  balances: () => import('@fixtures/balances.json'),
  bankAccounts: () => import('@fixtures/bankAccounts.json'),
  crmRequests: () => import('@fixtures/crmRequests.json'),
  customerProfiles: () => import('@fixtures/customerProfiles.json'),
  dashboard: () => import('@fixtures/dashboard.json'),
  executionReports: () => import('@fixtures/executionReports.json'),
  fixOrders: () => import('@fixtures/fixOrders.json'),
  marketData: () => import('@fixtures/marketData.json'),
  negativeSettledCash: () => import('@fixtures/negativeSettledCash.json'),
  notificationSelectables: () => import('@fixtures/notificationSelectables.json'),
  notifications: () => import('@fixtures/notifications.json'),
  onboardingReconciliation: () => import('@fixtures/onboardingReconciliation.json'),
  orders: () => import('@fixtures/orders.json'),
  positionReconciliation: () => import('@fixtures/positionReconciliation.json'),
  positions: () => import('@fixtures/positions.json'),
  restoreRequests: () => import('@fixtures/restoreRequests.json'),
  restrictedAccounts: () => import('@fixtures/restrictedAccounts.json'),
  restrictedPermissions: () => import('@fixtures/restrictedPermissions.json'),
  roles: () => import('@fixtures/roles.json'),
  selectiveRestrictions: () => import('@fixtures/selectiveRestrictions.json'),
  smartfolioImages: () => import('@fixtures/smartfolioImages.json'),
  smartfolioOverrides: () => import('@fixtures/smartfolioOverrides.json'),
  smartfolioPositions: () => import('@fixtures/smartfolioPositions.json'),
  smartfolios: () => import('@fixtures/smartfolios.json'),
  staffUsers: () => import('@fixtures/staffUsers.json'),
  symbolStrategies: () => import('@fixtures/symbolStrategies.json'),
  tradeReconciliation: () => import('@fixtures/tradeReconciliation.json'),
  trades: () => import('@fixtures/trades.json'),
  tradingAccounts: () => import('@fixtures/tradingAccounts.json'),
  transfers: () => import('@fixtures/transfers.json'),
};

export type FixtureName = keyof typeof files;

const loaded = new Map<FixtureName, Promise<unknown>>();

/**
 * A fixture file's records as it is (dates not moved: see `fromFixtures`
 * in `clock.ts`), loaded on the first call and kept for the page's life.
 * `T` is the API type the file holds, as a cast of the JSON import was.
 */
export function fixture<T>(name: FixtureName): () => Promise<T> {
  return () => {
    let file = loaded.get(name);
    if (!file) {
      file = files[name]().then(
        (module) => module.default,
        (error: unknown) => {
          // A failed load (the page going away, a network hiccup) is tried again on the next request.
          loaded.delete(name);
          throw error;
        },
      );
      loaded.set(name, file);
    }
    return file as Promise<T>;
  };
}
