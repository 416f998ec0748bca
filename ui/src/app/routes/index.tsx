import { isValidElement, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';

import { paths } from '@/config/paths';
import { loadEveryNamespace } from '@/i18n';
import { lazyNamed } from '@/lib/lazy-named';
import { useSession } from '@/lib/use-session';

import { appRoutes } from './app-routes';
import { RequireSession, RootRedirect } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { UnauthorizedPage } from './UnauthorizedPage';

// The shell (header, menu, footer, banners) is fetched once signed in: the sign-in page needs none of it.
// With it, every text of the console: a screen then never waits for its namespace.
const AppShell = lazyNamed(
  () => Promise.all([import('../layout/AppShell'), loadEveryNamespace()]).then(([module]) => module),
  'AppShell',
);
const SignInPage = lazyNamed(() => import('@/features/auth/pages/SignInPage'), 'SignInPage');

/**
 * Starts fetching the shell and the page a URL opens, together: drawn one
 * after the other, the page's chunk was asked for only once the shell's had
 * come, and its first render suspended the shell's (issue 26).
 */
function preloadPagesOf(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (type === RequireSession) AppShell.preload().catch(() => undefined);
    else if (typeof type === 'function' && 'preload' in type && typeof type.preload === 'function') {
      (type.preload as () => Promise<unknown>)().catch(() => undefined);
    }
  }
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
  const { pathname } = useLocation();
  // Idempotent: a chunk is fetched once, however often this runs (each navigation).
  if (session) preloadPagesOf(routes, pathname);
  return useRoutes(routes);
}
