import { matchRoutes, Navigate, type RouteObject } from 'react-router';

import type { RouteTable, RouteTitles } from '@/components/route-table';
import { paths, type ScreenId } from '@/config/paths';
import type { Session } from '@/lib/session';

import { landingPathFor } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { groupIcons, parentOf, screens, screensFor, servesSession, type GroupTitle } from './screens';

/** What a route of the registry says of itself, read back by the route table. */
interface ScreenHandle {
  /** The route shows a page (not not-found, not a redirect to /unauthorized). */
  opens: true;
  /** The screen it shows, which names the page. */
  screen?: ScreenId;
}

const handle = (screen?: ScreenId): ScreenHandle => (screen ? { opens: true, screen } : { opens: true });

/**
 * The routes under /app for a session (spec 2), from the screen registry: a
 * screen whose claim is missing is not registered and falls to not-found,
 * except Manage Roles, which redirects to /unauthorized; a parent path opens
 * its default child.
 */
export function appRoutes(session: Session): RouteObject[] {
  if (session.staff) return impersonationRoutes();
  const registered = screensFor(session.user.Claims);
  const routes: RouteObject[] = [
    { index: true, element: <Navigate to={landingPathFor(session)} replace />, handle: handle() },
  ];
  for (const { screen, access } of registered) {
    const Page = screen.page;
    routes.push(
      access === 'allowed'
        ? { path: screen.path, element: <Page />, handle: handle(screen.id) }
        : { path: screen.path, element: <Navigate to={paths.unauthorized} replace /> },
    );
  }
  for (const { screen, access } of registered) {
    if (access === 'allowed' && screen.default) {
      routes.push({
        path: parentOf(screen),
        element: <Navigate to={`${paths.app}/${screen.path}`} replace />,
        handle: handle(screen.id),
      });
    }
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
  const routes: RouteObject[] = [{ index: true, element: customerView, handle: handle() }];
  for (const screen of screens) {
    if (!servesSession(screen, true)) continue;
    const Page = screen.page;
    routes.push({ path: screen.path, element: <Page />, handle: handle(screen.id) });
  }
  routes.push({ path: '*', element: customerView });
  return routes;
}

/** The breadcrumbs' view of the registry: screen titles, default children and menu groups (shell keys). */
export const routeTitles: RouteTitles = {
  screens: Object.fromEntries(screens.map((screen) => [screen.path, screen.title])),
  defaults: Object.fromEntries(
    screens.filter((screen) => screen.default).map((screen) => [parentOf(screen), screen.path]),
  ),
  groups: Object.fromEntries(
    (Object.keys(groupIcons) as GroupTitle[]).flatMap((group) => {
      const first = screens.find((screen) => screen.menu?.group === group);
      return first ? [[first.path.split('/')[0], `groups.${group}`]] : [];
    }),
  ),
};

/** Every screen's route, whoever may open it: what names a page (its title does not depend on access). */
const titleRoutes: RouteObject[] = [
  {
    path: paths.app,
    children: [
      ...screens.map((screen) => ({ path: screen.path, handle: handle(screen.id) })),
      ...screens
        .filter((screen) => screen.default)
        .map((screen) => ({ path: parentOf(screen), handle: handle(screen.id) })),
    ],
  },
];

/** The screen a path names, matched as the router matches (letter case, trailing slash, encoding). */
function screenAt(pathname: string): ScreenId | undefined {
  return (matchRoutes(titleRoutes, pathname)?.at(-1)?.route.handle as ScreenHandle | undefined)?.screen;
}

/** The console's routes outside /app, as the router has them (`AppRoutes`). */
const outerPaths = [paths.root, paths.signIn, paths.unauthorized];

/**
 * The registry as shared code asks it, for one session: whether a URL opens
 * a page for this user, asked of the very routes the router is given (same
 * matching: letter case, trailing slashes, encoding), and the title of the
 * screen at a path. Answers are kept per path: a listing asks once per row.
 */
export function routeTableFor(session: Session | null): RouteTable {
  const routes: RouteObject[] = [
    ...outerPaths.map((path) => ({ path, handle: handle() })),
    { path: paths.app, children: session ? appRoutes(session) : [] },
  ];
  const known = new Map<string, ScreenHandle | null>();
  const handleAt = (to: string): ScreenHandle | null => {
    const pathname = to.split(/[?#]/)[0] ?? '';
    let found = known.get(pathname);
    if (found === undefined) {
      const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
      found = (leaf?.handle as ScreenHandle | undefined) ?? null;
      known.set(pathname, found);
    }
    return found;
  };
  return {
    titles: routeTitles,
    canOpen: (to) => handleAt(to)?.opens === true,
    titleOf: (pathname) => {
      const screen = screenAt(pathname);
      return screen ? `screens.${screen}` : undefined;
    },
  };
}
