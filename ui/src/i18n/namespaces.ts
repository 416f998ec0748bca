/**
 * Every namespace of translation keys (one JSON file per language each), and
 * the few the pages outside the shell need: the sign-in page, not-found and
 * the like. Those few are bundled with the console in English; every other
 * file is fetched when the shell first opens (`loadEveryNamespace`), so the
 * sign-in page does not carry the whole console's texts.
 */
export const namespaces = [
  'common',
  'auth',
  'shell',
  'tradingAccounts',
  'feeds',
  'settings',
  'listing',
  'enums',
  'cashMovement',
  'trades',
  'bankAccounts',
  'userAccounts',
  'compliance',
  'reconciliation',
  'operations',
  'orders',
  'customerView',
  'offline',
  'details',
  'customerDetails',
  'roles',
  'notifications',
  'symbols',
  'userAssetReport',
  'create',
  'smartfolio',
  'marketing',
  'dashboard',
] as const;

export type Namespace = (typeof namespaces)[number];

/** What the pages outside the shell use: bundled in English. */
export const firstPaintNamespaces = ['common', 'auth'] as const satisfies readonly Namespace[];
