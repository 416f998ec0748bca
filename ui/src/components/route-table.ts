import { createContext, useContext } from 'react';

/**
 * What the breadcrumbs know of the routes under /app: the registry's titles
 * (shared code may not import the app, so the app gives them through
 * `RouteTableContext`).
 */
export interface RouteTitles {
  /** Screen paths under /app (`orders/listing`) and their shell title keys (`screens.orders`). */
  screens: Readonly<Record<string, string>>;
  /** Parent paths that open a default child (`orders` → `orders/listing`, spec 2). */
  defaults: Readonly<Record<string, string>>;
  /** Menu group segments (`compliance`) and their shell title keys (`groups.compliance`). */
  groups: Readonly<Record<string, string>>;
}

/** The screen registry as shared code asks it, for the signed-in user. */
export interface RouteTable {
  titles: RouteTitles;
  /**
   * Whether the signed-in user may open an in-console URL: its route is
   * registered for them (not the not-found page, not a redirect to
   * /unauthorized). A link to anything else is shown as plain text.
   */
  canOpen: (to: string) => boolean;
  /** The shell title key of the screen at a path (`screens.orders`), whoever may open it. */
  titleOf: (pathname: string) => string | undefined;
}

/** Outside the app (a component rendered on its own): no titles, and nothing to refuse. */
const outsideTheApp: RouteTable = {
  titles: { screens: {}, defaults: {}, groups: {} },
  canOpen: () => true,
  titleOf: () => undefined,
};

export const RouteTableContext = createContext<RouteTable>(outsideTheApp);

export const useRouteTable = () => useContext(RouteTableContext);

/** Asks the route table whether the signed-in user may open a URL (see `RouteTable.canOpen`). */
export const useCanOpen = () => useContext(RouteTableContext).canOpen;
