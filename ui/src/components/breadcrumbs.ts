import type { RouteTitles } from './route-table';

export interface Crumb {
  /** A shell translation key (`screens.orders`, `groups.compliance`, `home`), for a segment the route table names. */
  key?: string;
  /** The segment as shown when the table does not name it: a hyphenated segment becomes capitalised words. */
  label: string;
  /** The page it opens; absent for the last crumb and for a group with no page of its own. */
  to?: string;
}

const none: RouteTitles = { screens: {}, defaults: {}, groups: {} };

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed.
    return segment;
  }
};

/** Spec 2's rule for a segment the route table does not name. */
const plain = (segment: string) => decoded(segment).split('-').filter(Boolean).map(capitalise).join(' ');

/**
 * A table of the route titles read as the router matches paths: decoded
 * (`user%26AssetReport`) and whatever the letter case (`/app/USER&assetreport`).
 */
function lookupOf(table: Readonly<Record<string, string>>): (path: string) => string | undefined {
  const folded = new Map(Object.entries(table).map(([path, value]) => [path.toLowerCase(), value]));
  return (path) => folded.get(path.toLowerCase());
}

/**
 * The page heading's breadcrumbs (spec 2), one per path segment, named by the
 * route table's translated titles: `/app` is Home; a parent with a default
 * child (`orders`) is that screen's title and opens it, and the default child
 * itself (`listing`) adds no second crumb of the same title; a menu group (`compliance`) is its
 * group's title and not a link, as it has no page of its own. A segment the
 * table does not name keeps spec 2's rule (a hyphenated segment shows as
 * capitalised words). The last crumb is not a link.
 */
export function breadcrumbsFromPath(pathname: string, titles: RouteTitles = none): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const app = segments[0] === 'app';
  const screenAt = lookupOf(titles.screens);
  const groupAt = lookupOf(titles.groups);
  const defaultAt = lookupOf(titles.defaults);
  const crumbs = segments.map((segment, index): Crumb & { path: string } => {
    const path = segments
      .slice(app ? 1 : 0, index + 1)
      .map(decoded)
      .join('/');
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    if (app && index === 0) return { key: 'home', label: plain(segment), to: href, path: '' };
    if (!app) return { label: plain(segment), to: href, path };
    const child = defaultAt(path);
    const group = groupAt(path);
    const screen = screenAt(path);
    const key = group ?? screen ?? (child ? screenAt(child) : undefined);
    const to = screen ? href : child ? `/${segments[0]}/${child}` : group ? undefined : href;
    return { ...(key ? { key } : {}), label: plain(segment), ...(to ? { to } : {}), path };
  });
  // `/app/orders/listing`: Home / Orders, not Home / Orders / Orders. A group's default child keeps its
  // crumb (Home / Marketing / Market Data), as its siblings do.
  const last = crumbs.at(-1);
  const parent = crumbs.at(-2);
  if (app && last?.key && parent && parent.key === last.key) crumbs.pop();
  return crumbs.map(({ path: _path, to, ...crumb }, index) =>
    index === crumbs.length - 1 || !to ? crumb : { ...crumb, to },
  );
}
