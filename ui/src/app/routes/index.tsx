import { lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';

import { paths } from '@/config/paths';
import { hasClaim, type Session } from '@/lib/session';
import { useSession } from '@/lib/use-session';

import { AppShell } from '../layout/AppShell';
import { RequireSession, RootRedirect } from './guards';
import { NotFoundPage } from './NotFoundPage';

// Each screen is its own chunk, fetched when first visited.
const SignInPage = lazy(() => import('@/features/auth/pages/SignInPage').then((m) => ({ default: m.SignInPage })));
const TradingAccountsListingPage = lazy(() =>
  import('@/features/trading-accounts/pages/TradingAccountsListingPage').then((m) => ({
    default: m.TradingAccountsListingPage,
  })),
);

/**
 * The screens under /app. A route whose claim the user lacks is not
 * registered, so it falls to the not-found page (spec 2).
 */
function appRoutes(session: Session): RouteObject[] {
  const routes: RouteObject[] = [{ index: true, element: <Navigate to={paths.tradingAccounts.listing} replace /> }];
  if (hasClaim(session, 'tradingAccount.viewList')) {
    routes.push(
      { path: 'tradingAccounts', element: <Navigate to={paths.tradingAccounts.listing} replace /> },
      { path: 'tradingAccounts/listing', element: <TradingAccountsListingPage /> },
    );
  }
  routes.push({ path: '*', element: <NotFoundPage /> });
  return routes;
}

export function AppRoutes() {
  const session = useSession();
  return useRoutes([
    { path: paths.root, element: <RootRedirect /> },
    { path: paths.signIn, element: <SignInPage /> },
    {
      path: `${paths.app}/*`,
      element: <RequireSession>{session && <AppShell session={session} />}</RequireSession>,
      children: session ? appRoutes(session) : [],
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
