import { createContext, useContext } from 'react';

export interface Crumb {
  /** A shell translation key (`screens.orders`, `groups.compliance`, `home`), for a segment the route table names. */
  key?: string;
  /** The segment as shown when the table does not name it: a hyphenated segment becomes capitalised words. */
  label: string;
  /** The page it opens; absent for the last crumb and for a group with no page of its own. */
  to?: string;
}

/**
 * What the breadcrumbs know of the routes under /app (the app gives its route
 * table through `RouteTitlesContext`; shared code may not import the app).
 */
export interface RouteTitles {
  /** Screen paths under /app (`orders/listing`) and their shell title keys (`screens.orders`). */
  screens: Readonly<Record<string, string>>;
  /** Parent paths that open a default child (`orders` → `orders/listing`, spec 2). */
  defaults: Readonly<Record<string, string>>;
  /** Menu group segments (`compliance`) and their shell title keys (`groups.compliance`). */
  groups: Readonly<Record<string, string>>;
}

const none: RouteTitles = { screens: {}, defaults: {}, groups: {} };

/** The route table of the console; empty (spec 2's plain segments) outside the app. */
export const RouteTitlesContext = createContext<RouteTitles>(none);

export const useRouteTitles = () => useContext(RouteTitlesContext);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Spec 2's rule for a segment the route table does not name. */
const plain = (segment: string) => {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed.
  }
  return text.split('-').filter(Boolean).map(capitalise).join(' ');
};

/**
 * The page heading's breadcrumbs (spec 2), one per path segment, named by the
 * route table's translated titles: `/app` is Home; a parent with a default
 * child (`orders`) is that screen's title and opens it, and the default child
 * itself (`listing`) adds no second crumb; a menu group (`compliance`) is its
 * group's title and not a link, as it has no page of its own. A segment the
 * table does not name keeps spec 2's rule (a hyphenated segment shows as
 * capitalised words). The last crumb is not a link.
 */
export function breadcrumbsFromPath(pathname: string, titles: RouteTitles = none): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const app = segments[0] === 'app';
  const crumbs = segments.map((segment, index): Crumb & { path: string } => {
    const path = segments.slice(app ? 1 : 0, index + 1).join('/');
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    if (app && index === 0) return { key: 'home', label: plain(segment), to: href, path: '' };
    if (!app) return { label: plain(segment), to: href, path };
    const child = titles.defaults[path];
    const key = titles.groups[path] ?? titles.screens[path] ?? (child ? titles.screens[child] : undefined);
    const to = titles.screens[path] ? href : child ? `/app/${child}` : titles.groups[path] ? undefined : href;
    return { ...(key ? { key } : {}), label: plain(segment), ...(to ? { to } : {}), path };
  });
  // `/app/orders/listing`: Home / Orders, not Home / Orders / Orders.
  const last = crumbs.at(-1);
  const parent = crumbs.at(-2);
  if (app && last && parent && titles.defaults[parent.path] === last.path) crumbs.pop();
  return crumbs.map(({ path: _path, to, ...crumb }, index) =>
    index === crumbs.length - 1 || !to ? crumb : { ...crumb, to },
  );
}
