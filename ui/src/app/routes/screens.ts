import type { ComponentType } from 'react';

import { paths, type ScreenId, screenPaths } from '@/config/paths';
import { type LazyNamed, lazyNamed } from '@/lib/lazy-named';
import type { ClaimName } from '@/lib/session';

/** A menu group's label key (shell namespace, `groups`). */
export type GroupTitle = 'compliance' | 'operations' | 'reconciliation' | 'smartfolio' | 'marketing';

/** A menu icon's name, resolved by the layout (`layout/icons.tsx`). */
export type NavIcon =
  | 'roles'
  | 'users'
  | 'accounts'
  | 'bank'
  | 'transfers'
  | 'trades'
  | 'orders'
  | 'restrictions'
  | 'compliance'
  | 'operations'
  | 'reconciliation'
  | 'smartfolio'
  | 'symbols'
  | 'report'
  | 'notification'
  | 'marketing';

/** What one registry entry says of its screen; the id gives its path and title. */
interface ScreenSpec {
  /** Every claim the screen needs (spec 6); none means any signed-in staff member. */
  claims?: readonly ClaimName[];
  /** Without the claims the route redirects to /unauthorized instead of not-found (spec 2: the roles page). */
  unauthorized?: true;
  /**
   * Its place in the side menu (spec 2, 6): a top-level entry, or a child of a group. The menu
   * shows it to whoever may open it; a group shows while any of its children does.
   */
  menu?: { icon: NavIcon } | { group: GroupTitle };
  /** A create flow: no menu entry, so the apps quick launch offers it. */
  create?: true;
  /** The parent path (`/app/orders`) opens this screen (spec 2: "default goes to /listing"). */
  default?: true;
  /** Who has the route: staff (the default), the impersonation token (`customer`), or both. */
  sessions?: 'staff' | 'customer' | 'both';
  /** The page, a chunk of its own fetched when first visited. */
  page: LazyNamed<ComponentType>;
}

/** A screen of the console, as everything else reads it. */
export interface Screen extends Omit<ScreenSpec, 'menu'> {
  id: ScreenId;
  /** Its path under /app (`orders/listing`), as the spec spells it. */
  path: string;
  /** Its title's key in the shell namespace. */
  title: `screens.${ScreenId}`;
  menu?: { icon: NavIcon; group?: GroupTitle };
}

/** A screen's page component, a chunk of its own, by its export name. */
const page = lazyNamed;

const COMPLIANCE: ClaimName = 'compliance.viewList';
const OPERATIONS: ClaimName = 'operation.viewList';
const RECONCILIATION: ClaimName = 'reconciliation.report.viewList';

const compliancePages = () => import('@/features/compliance/pages/CompliancePages');
const operationsPages = () => import('@/features/operations/pages/OperationsPages');
const reconciliationPages = () => import('@/features/reconciliation/pages/ReconciliationPages');

/** Each group's icon; its children share it in the apps quick launch. */
export const groupIcons: Readonly<Record<GroupTitle, NavIcon>> = {
  compliance: 'compliance',
  operations: 'operations',
  reconciliation: 'reconciliation',
  smartfolio: 'smartfolio',
  marketing: 'marketing',
};

/**
 * The screen registry: one entry per screen of spec 2, in menu order. The
 * routes, the side menu, the breadcrumbs, the tab titles, the apps quick
 * launch, the dashboard's links and every in-console link (whether the
 * signed-in user may open it) derive from it. A screen whose claims the user
 * lacks is not registered and falls to not-found, except those marked
 * `unauthorized`, which redirect to /unauthorized.
 */
const registry: Record<ScreenId, ScreenSpec> = {
  dashboard: {
    default: true,
    page: page(() => import('@/features/dashboard/pages/DashboardPage'), 'DashboardPage'),
  },
  manageRoles: {
    claims: ['claims.view'],
    unauthorized: true,
    menu: { icon: 'roles' },
    page: page(() => import('@/features/roles/pages/ManageRolesPage'), 'ManageRolesPage'),
  },
  users: {
    claims: ['users.view'],
    menu: { icon: 'users' },
    default: true,
    page: page(() => import('@/features/user-accounts/pages/UserAccountsListingPage'), 'UserAccountsListingPage'),
  },
  userDetails: {
    claims: ['users.view'],
    page: page(() => import('@/features/customer-details/pages/UserDetailsPage'), 'UserDetailsPage'),
  },
  createUser: {
    claims: ['users.manage'],
    create: true,
    page: page(() => import('@/features/user-accounts/pages/CreateUserPage'), 'CreateUserPage'),
  },
  resendConfirmation: {
    claims: ['users.manage'],
    create: true,
    page: page(() => import('@/features/user-accounts/pages/ResendConfirmationPage'), 'ResendConfirmationPage'),
  },
  tradingAccounts: {
    claims: ['tradingAccount.viewList'],
    menu: { icon: 'accounts' },
    default: true,
    page: page(
      () => import('@/features/trading-accounts/pages/TradingAccountsListingPage'),
      'TradingAccountsListingPage',
    ),
  },
  accountDetails: {
    claims: ['tradingAccount.viewDetails'],
    page: page(() => import('@/features/customer-details/pages/AccountDetailsPage'), 'AccountDetailsPage'),
  },
  // Opening an account is a write; spec 6 names no claim for it (deviation C1).
  addAccount: {
    claims: ['tradingAccount.viewList', 'users.manage'],
    create: true,
    page: page(() => import('@/features/trading-accounts/pages/AddAccountPage'), 'AddAccountPage'),
  },
  bankAccounts: {
    claims: ['bankAccount.viewList'],
    menu: { icon: 'bank' },
    default: true,
    page: page(() => import('@/features/bank-accounts/pages/BankAccountsListingPage'), 'BankAccountsListingPage'),
  },
  bankAccountDetails: {
    claims: ['bankAccount.viewDetails'],
    page: page(() => import('@/features/bank-accounts/pages/BankAccountDetailsPage'), 'BankAccountDetailsPage'),
  },
  cashMovement: {
    claims: ['transfer.viewList'],
    menu: { icon: 'transfers' },
    default: true,
    page: page(() => import('@/features/cash-movement/pages/CashMovementListingPage'), 'CashMovementListingPage'),
  },
  transferDetails: {
    claims: ['transfer.viewDetails'],
    page: page(() => import('@/features/cash-movement/pages/TransferDetailsPage'), 'TransferDetailsPage'),
  },
  // A manual transfer is a write; spec 6 names no claim for it (deviation C1).
  createCashMovement: {
    claims: ['transfer.viewList', 'users.manage'],
    create: true,
    page: page(() => import('@/features/cash-movement/pages/CreateCashMovementPage'), 'CreateCashMovementPage'),
  },
  trades: {
    claims: ['Trade.viewList'],
    menu: { icon: 'trades' },
    default: true,
    page: page(() => import('@/features/trades/pages/TradesListingPage'), 'TradesListingPage'),
  },
  tradeDetails: {
    claims: ['Trade.viewDetails'],
    page: page(() => import('@/features/trades/pages/TradeDetailsPage'), 'TradeDetailsPage'),
  },
  orders: {
    claims: ['Orders.viewList'],
    menu: { icon: 'orders' },
    default: true,
    page: page(() => import('@/features/orders/pages/OrdersListingPage'), 'OrdersListingPage'),
  },
  // Spec 2 gives two readings (route guard transfer.viewList, menu
  // compliance.viewRestrictedPermissions); we use the menu's: docs/spec-deviations.md.
  restrictions: {
    claims: ['compliance.viewRestrictedPermissions'],
    menu: { icon: 'restrictions' },
    default: true,
    page: page(compliancePages, 'RestrictionsPage'),
  },
  affiliations: {
    claims: [COMPLIANCE],
    menu: { group: 'compliance' },
    page: page(compliancePages, 'AffiliationsPage'),
  },
  negativeSettledCash: {
    claims: [COMPLIANCE],
    menu: { group: 'compliance' },
    page: page(compliancePages, 'NegativeSettledCashPage'),
  },
  restrictedAccounts: {
    claims: [COMPLIANCE],
    menu: { group: 'compliance' },
    page: page(compliancePages, 'RestrictedAccountsPage'),
  },
  restrictedPermissions: {
    claims: [COMPLIANCE, 'compliance.viewRestrictedPermissions'],
    menu: { group: 'compliance' },
    page: page(compliancePages, 'RestrictedPermissionsPage'),
  },
  achWatchlist: {
    claims: [COMPLIANCE],
    menu: { group: 'compliance' },
    page: page(compliancePages, 'AchWatchlistPage'),
  },
  crmRequestLog: {
    claims: [OPERATIONS],
    menu: { group: 'operations' },
    page: page(operationsPages, 'CrmRequestLogPage'),
  },
  pointInTimeRestore: {
    claims: [OPERATIONS],
    menu: { group: 'operations' },
    page: page(operationsPages, 'PointInTimeRestorePage'),
  },
  tradeReport: {
    claims: [RECONCILIATION],
    menu: { group: 'reconciliation' },
    page: page(reconciliationPages, 'TradeReportPage'),
  },
  positionReport: {
    claims: [RECONCILIATION],
    menu: { group: 'reconciliation' },
    page: page(reconciliationPages, 'PositionReportPage'),
  },
  accountBalanceReport: {
    claims: [RECONCILIATION],
    menu: { group: 'reconciliation' },
    page: page(reconciliationPages, 'AccountBalanceReportPage'),
  },
  onboardingStatusReport: {
    claims: [RECONCILIATION],
    menu: { group: 'reconciliation' },
    page: page(reconciliationPages, 'OnboardingStatusReportPage'),
  },
  symbolStrategies: {
    menu: { group: 'smartfolio' },
    default: true,
    page: page(() => import('@/features/smartfolio/pages/SymbolStrategiesPage'), 'SymbolStrategiesPage'),
  },
  smartfolioPositions: {
    menu: { group: 'smartfolio' },
    page: page(() => import('@/features/smartfolio/pages/PositionsPage'), 'PositionsPage'),
  },
  smartfolioOverrides: {
    menu: { group: 'smartfolio' },
    page: page(() => import('@/features/smartfolio/pages/OverridesPage'), 'OverridesPage'),
  },
  smartfolioDesigner: {
    menu: { group: 'smartfolio' },
    page: page(() => import('@/features/smartfolio/pages/DesignerPage'), 'DesignerPage'),
  },
  symbols: {
    menu: { icon: 'symbols' },
    page: page(() => import('@/features/symbols/pages/SymbolsPage'), 'SymbolsPage'),
  },
  userAssetReport: {
    menu: { icon: 'report' },
    page: page(() => import('@/features/user-asset-report/pages/UserAssetReportPage'), 'UserAssetReportPage'),
  },
  notification: {
    menu: { icon: 'notification' },
    page: page(() => import('@/features/notifications/pages/NotificationsPage'), 'NotificationsPage'),
  },
  marketData: {
    menu: { group: 'marketing' },
    default: true,
    page: page(() => import('@/features/marketing/pages/MarketDataPage'), 'MarketDataPage'),
  },
  marketingAuthentication: {
    menu: { group: 'marketing' },
    page: page(() => import('@/features/marketing/pages/MarketingAuthenticationPage'), 'MarketingAuthenticationPage'),
  },
  profile: {
    sessions: 'both',
    page: page(() => import('@/features/settings/pages/ProfilePage'), 'ProfilePage'),
  },
  settings: {
    sessions: 'both',
    page: page(() => import('@/features/settings/pages/SettingsPage'), 'SettingsPage'),
  },
  // The token acts as the customer: their own account is the one screen it can fill.
  customerView: {
    sessions: 'customer',
    menu: { icon: 'users' },
    page: page(() => import('@/features/customer-view/pages/CustomerViewPage'), 'CustomerViewPage'),
  },
};

const APP_PREFIX = `${paths.app}/`;

/** Every screen, in menu order. */
export const screens: readonly Screen[] = (Object.keys(registry) as ScreenId[]).map((id) => {
  const { menu, ...spec } = registry[id];
  return {
    ...spec,
    id,
    path: screenPaths[id].slice(APP_PREFIX.length),
    title: `screens.${id}` as const,
    ...(menu ? { menu: 'group' in menu ? { group: menu.group, icon: groupIcons[menu.group] } : menu } : {}),
  };
});

/** The screen of an id. */
export const screenOf = (id: ScreenId): Screen => {
  const screen = screens.find((candidate) => candidate.id === id);
  if (!screen) throw new Error(`No screen ${id} in the registry`);
  return screen;
};

/** The path under /app of a parent that opens its default child (`orders` for `orders/listing`). */
export const parentOf = (screen: Screen): string => screen.path.split('/').slice(0, -1).join('/');

export const hasClaims = (held: readonly string[], needed: readonly string[] = []) =>
  needed.every((claim) => held.includes(claim));

/** Whether a kind of session has a screen's route at all. */
export const servesSession = (screen: Screen, impersonating: boolean) =>
  (screen.sessions ?? 'staff') === 'both' || (screen.sessions ?? 'staff') === (impersonating ? 'customer' : 'staff');

export type ScreenAccess = { screen: Screen; access: 'allowed' | 'unauthorized' };

/**
 * The staff screens registered for a user's claims: the allowed ones, and the
 * unauthorized-redirect ones they lack. Everything else is not registered.
 */
export function screensFor(claims: readonly string[]): ScreenAccess[] {
  return screens.flatMap((screen): ScreenAccess[] => {
    if (!servesSession(screen, false)) return [];
    if (hasClaims(claims, screen.claims)) return [{ screen, access: 'allowed' }];
    return screen.unauthorized ? [{ screen, access: 'unauthorized' }] : [];
  });
}

/** The app path of a path under /app. */
export const appPath = (path: string) => `${APP_PREFIX}${path}`;
