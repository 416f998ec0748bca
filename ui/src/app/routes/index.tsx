import { lazy, type ReactElement, useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';

import { paths } from '@/config/paths';
import { loadEveryNamespace } from '@/i18n';
import type { Session } from '@/lib/session';
import { useSession } from '@/lib/use-session';

import { RequireSession, RootRedirect, landingPathFor } from './guards';
import { NotAvailablePage } from './NotAvailablePage';
import { NotFoundPage } from './NotFoundPage';
import { appPath, defaultChildren, type Screen, screensFor } from './screens';
import { UnauthorizedPage } from './UnauthorizedPage';

// The shell (header, menu, footer, banners) is fetched once signed in: the sign-in page needs none of it.
// With it, every text of the console: a screen then never waits for its namespace.
const AppShell = lazy(() =>
  Promise.all([import('../layout/AppShell'), loadEveryNamespace()]).then(([m]) => ({ default: m.AppShell })),
);
// Each screen is its own chunk, fetched when first visited.
const SignInPage = lazy(() => import('@/features/auth/pages/SignInPage').then((m) => ({ default: m.SignInPage })));
const builtScreens: Record<NonNullable<Screen['built']>, ReturnType<typeof lazy>> = {
  tradingAccountsListing: lazy(() =>
    import('@/features/trading-accounts/pages/TradingAccountsListingPage').then((m) => ({
      default: m.TradingAccountsListingPage,
    })),
  ),
  userAccountsListing: lazy(() =>
    import('@/features/user-accounts/pages/UserAccountsListingPage').then((m) => ({
      default: m.UserAccountsListingPage,
    })),
  ),
  bankAccountsListing: lazy(() =>
    import('@/features/bank-accounts/pages/BankAccountsListingPage').then((m) => ({
      default: m.BankAccountsListingPage,
    })),
  ),
  cashMovementListing: lazy(() =>
    import('@/features/cash-movement/pages/CashMovementListingPage').then((m) => ({
      default: m.CashMovementListingPage,
    })),
  ),
  transferDetails: lazy(() =>
    import('@/features/cash-movement/pages/TransferDetailsPage').then((m) => ({ default: m.TransferDetailsPage })),
  ),
  tradeDetails: lazy(() =>
    import('@/features/trades/pages/TradeDetailsPage').then((m) => ({ default: m.TradeDetailsPage })),
  ),
  bankAccountDetails: lazy(() =>
    import('@/features/bank-accounts/pages/BankAccountDetailsPage').then((m) => ({
      default: m.BankAccountDetailsPage,
    })),
  ),
  tradesListing: lazy(() =>
    import('@/features/trades/pages/TradesListingPage').then((m) => ({ default: m.TradesListingPage })),
  ),
  restrictions: lazy(() =>
    import('@/features/compliance/pages/CompliancePages').then((m) => ({ default: m.RestrictionsPage })),
  ),
  affiliations: lazy(() =>
    import('@/features/compliance/pages/CompliancePages').then((m) => ({ default: m.AffiliationsPage })),
  ),
  negativeSettledCash: lazy(() =>
    import('@/features/compliance/pages/CompliancePages').then((m) => ({ default: m.NegativeSettledCashPage })),
  ),
  restrictedAccounts: lazy(() =>
    import('@/features/compliance/pages/CompliancePages').then((m) => ({ default: m.RestrictedAccountsPage })),
  ),
  restrictedPermissions: lazy(() =>
    import('@/features/compliance/pages/CompliancePages').then((m) => ({ default: m.RestrictedPermissionsPage })),
  ),
  achWatchlist: lazy(() =>
    import('@/features/compliance/pages/CompliancePages').then((m) => ({ default: m.AchWatchlistPage })),
  ),
  tradeReport: lazy(() =>
    import('@/features/reconciliation/pages/ReconciliationPages').then((m) => ({ default: m.TradeReportPage })),
  ),
  positionReport: lazy(() =>
    import('@/features/reconciliation/pages/ReconciliationPages').then((m) => ({ default: m.PositionReportPage })),
  ),
  accountBalanceReport: lazy(() =>
    import('@/features/reconciliation/pages/ReconciliationPages').then((m) => ({
      default: m.AccountBalanceReportPage,
    })),
  ),
  onboardingStatusReport: lazy(() =>
    import('@/features/reconciliation/pages/ReconciliationPages').then((m) => ({
      default: m.OnboardingStatusReportPage,
    })),
  ),
  crmRequestLog: lazy(() =>
    import('@/features/operations/pages/OperationsPages').then((m) => ({ default: m.CrmRequestLogPage })),
  ),
  pointInTimeRestore: lazy(() =>
    import('@/features/operations/pages/OperationsPages').then((m) => ({ default: m.PointInTimeRestorePage })),
  ),
  ordersListing: lazy(() =>
    import('@/features/orders/pages/OrdersListingPage').then((m) => ({ default: m.OrdersListingPage })),
  ),
  manageRoles: lazy(() =>
    import('@/features/roles/pages/ManageRolesPage').then((m) => ({ default: m.ManageRolesPage })),
  ),
  notification: lazy(() =>
    import('@/features/notifications/pages/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
  ),
  symbols: lazy(() => import('@/features/symbols/pages/SymbolsPage').then((m) => ({ default: m.SymbolsPage }))),
  userAssetReport: lazy(() =>
    import('@/features/user-asset-report/pages/UserAssetReportPage').then((m) => ({ default: m.UserAssetReportPage })),
  ),
  dashboard: lazy(() => import('@/features/dashboard/pages/DashboardPage').then((m) => ({ default: m.DashboardPage }))),
  marketData: lazy(() =>
    import('@/features/marketing/pages/MarketDataPage').then((m) => ({ default: m.MarketDataPage })),
  ),
  marketingAuthentication: lazy(() =>
    import('@/features/marketing/pages/MarketingAuthenticationPage').then((m) => ({
      default: m.MarketingAuthenticationPage,
    })),
  ),
  profile: lazy(() => import('@/features/settings/pages/ProfilePage').then((m) => ({ default: m.ProfilePage }))),
  userDetails: lazy(() =>
    import('@/features/customer-details/pages/UserDetailsPage').then((m) => ({ default: m.UserDetailsPage })),
  ),
  accountDetails: lazy(() =>
    import('@/features/customer-details/pages/AccountDetailsPage').then((m) => ({ default: m.AccountDetailsPage })),
  ),
  settings: lazy(() => import('@/features/settings/pages/SettingsPage').then((m) => ({ default: m.SettingsPage }))),
  createUser: lazy(() =>
    import('@/features/user-accounts/pages/CreateUserPage').then((m) => ({ default: m.CreateUserPage })),
  ),
  resendConfirmation: lazy(() =>
    import('@/features/user-accounts/pages/ResendConfirmationPage').then((m) => ({
      default: m.ResendConfirmationPage,
    })),
  ),
  addAccount: lazy(() =>
    import('@/features/trading-accounts/pages/AddAccountPage').then((m) => ({ default: m.AddAccountPage })),
  ),
  createCashMovement: lazy(() =>
    import('@/features/cash-movement/pages/CreateCashMovementPage').then((m) => ({
      default: m.CreateCashMovementPage,
    })),
  ),
  // Smartfolio (issue 15).
  symbolStrategies: lazy(() =>
    import('@/features/smartfolio/pages/SymbolStrategiesPage').then((m) => ({ default: m.SymbolStrategiesPage })),
  ),
  smartfolioPositions: lazy(() =>
    import('@/features/smartfolio/pages/PositionsPage').then((m) => ({ default: m.PositionsPage })),
  ),
  smartfolioOverrides: lazy(() =>
    import('@/features/smartfolio/pages/OverridesPage').then((m) => ({ default: m.OverridesPage })),
  ),
  smartfolioDesigner: lazy(() =>
    import('@/features/smartfolio/pages/DesignerPage').then((m) => ({ default: m.DesignerPage })),
  ),
};

const CustomerViewPage = lazy(() =>
  import('@/features/customer-view/pages/CustomerViewPage').then((m) => ({ default: m.CustomerViewPage })),
);

function elementOf(screen: Screen): ReactElement {
  if (!screen.built) return <NotAvailablePage title={screen.title} />;
  const Page = builtScreens[screen.built];
  return <Page />;
}

/**
 * The screens under /app for a session (spec 2): a screen whose claim is
 * missing is not registered and falls to not-found, except Manage Roles,
 * which redirects to /unauthorized.
 */
export function appRoutes(session: Session): RouteObject[] {
  if (session.staff) return impersonationRoutes();
  const registered = screensFor(session.user.Claims);
  const routes: RouteObject[] = [{ index: true, element: <Navigate to={landingPathFor(session)} replace /> }];
  for (const { screen, access } of registered) {
    routes.push({
      path: screen.path,
      element: access === 'allowed' ? elementOf(screen) : <Navigate to={paths.unauthorized} replace />,
    });
  }
  const reachable = new Set(registered.filter((r) => r.access === 'allowed').map((r) => r.screen.path));
  for (const [parent, child] of Object.entries(defaultChildren)) {
    if (reachable.has(child)) routes.push({ path: parent, element: <Navigate to={appPath(child)} replace /> });
  }
  routes.push({ path: '*', element: <NotFoundPage /> });
  return routes;
}

/**
 * The routes while impersonating: the token acts as the customer, so the
 * customer's own account is the one screen it can fill (with the profile and
 * the local settings); any other route, a staff screen that was open when
 * the impersonation started included, leads there.
 */
function impersonationRoutes(): RouteObject[] {
  const customerView = <Navigate to={paths.customerView} replace />;
  const own = (path: string) => path.slice(`${paths.app}/`.length);
  return [
    { index: true, element: customerView },
    { path: own(paths.customerView), element: <CustomerViewPage /> },
    { path: own(paths.profile), element: elementOf({ path: '', title: 'profile', built: 'profile' }) },
    { path: own(paths.settings), element: elementOf({ path: '', title: 'settings', built: 'settings' }) },
    { path: '*', element: customerView },
  ];
}

export function AppRoutes() {
  const session = useSession();
  // Built once per session: the same elements on every change of the URL, so the shell
  // is not re-rendered by a listing's page turn (issue 12: click to rows).
  const routes = useMemo(
    () => [
      { path: paths.root, element: <RootRedirect /> },
      { path: paths.signIn, element: <SignInPage /> },
      { path: paths.unauthorized, element: <UnauthorizedPage /> },
      {
        path: `${paths.app}/*`,
        element: <RequireSession>{session && <AppShell session={session} />}</RequireSession>,
        children: session ? appRoutes(session) : [],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
    [session],
  );
  return useRoutes(routes);
}
