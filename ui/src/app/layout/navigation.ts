import type { ScreenId } from '@/config/paths';
import type { ClaimName, Session } from '@/lib/session';

import {
  appPath,
  type GroupTitle,
  groupIcons,
  hasClaims,
  type NavIcon,
  type Screen,
  screens,
  servesSession,
} from '../routes/screens';

export type { GroupTitle, NavIcon };

export interface NavLeaf {
  kind: 'leaf';
  /** The screen, whose id is its title key (`shell:screens.<id>`). */
  title: ScreenId;
  to: string;
  /** Shown only to users carrying every one of these (spec 6): the screen's own. */
  claims?: readonly ClaimName[];
  /** The icon's name, resolved by the sidebar. */
  icon: NavIcon;
}

export interface NavGroup {
  kind: 'group';
  title: GroupTitle;
  icon: NavIcon;
  children: NavLeaf[];
}

export type NavEntry = NavLeaf | NavGroup;

const leafOf = (screen: Screen & { menu: NonNullable<Screen['menu']> }): NavLeaf => ({
  kind: 'leaf',
  title: screen.id,
  to: appPath(screen.path),
  icon: screen.menu.icon,
  ...(screen.claims ? { claims: screen.claims } : {}),
});

/**
 * The menu of one kind of session, from the screen registry in its order: a
 * screen with a menu place is an entry, or a child of its group, the group
 * standing where its first child does.
 */
function menuOfRegistry(impersonating: boolean): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const screen of screens) {
    if (!screen.menu || !servesSession(screen, impersonating)) continue;
    const leaf = leafOf({ ...screen, menu: screen.menu });
    const { group } = screen.menu;
    if (!group) {
      entries.push(leaf);
      continue;
    }
    const existing = entries.find((entry): entry is NavGroup => entry.kind === 'group' && entry.title === group);
    if (existing) existing.children.push(leaf);
    else entries.push({ kind: 'group', title: group, icon: groupIcons[group], children: [leaf] });
  }
  return entries;
}

/**
 * The side menu (spec 2, 6): each entry shows to whoever may open its screen
 * (spec 6's table, as the registry's claims); Smartfolio, Symbols, User and
 * Asset Report, Notification and Marketing need none, so always show.
 */
export const navigation: readonly NavEntry[] = menuOfRegistry(false);

/**
 * The menu while impersonating: the token acts as the customer and carries no
 * staff claims, so the customer's own account is the one screen it can fill.
 */
export const impersonationMenu: readonly NavEntry[] = menuOfRegistry(true);

/** The menu of a session: the claims' menu, or the impersonation menu. */
export function menuOf(session: Session): readonly NavEntry[] {
  return session.staff ? impersonationMenu : menuFor(session.user.Claims);
}

/** The menu a user sees: entries whose claims they hold; a group with no visible child is hidden. */
export function menuFor(claims: readonly string[]): NavEntry[] {
  return navigation.flatMap((entry): NavEntry[] => {
    if (entry.kind === 'leaf') return hasClaims(claims, entry.claims) ? [entry] : [];
    const children = entry.children.filter((child) => hasClaims(claims, child.claims));
    return children.length ? [{ ...entry, children }] : [];
  });
}

/**
 * Whether a menu link is the current route: the same path, a page under it,
 * or, for a listing, another page of its section (a detail page keeps
 * "Trading Accounts" highlighted).
 */
export function isActive(to: string, pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: compare as it is.
  }
  path = path.replace(/\/+$/, '');
  if (path === to || path.startsWith(`${to}/`)) return true;
  const section = to.endsWith('/listing') ? to.slice(0, -'/listing'.length) : null;
  return section !== null && (path === section || path.startsWith(`${section}/`));
}

/** The group holding the current route, to open it (spec 2). */
export function groupOf(entries: readonly NavEntry[], pathname: string): GroupTitle | null {
  for (const entry of entries) {
    if (entry.kind === 'group' && entry.children.some((child) => isActive(child.to, pathname))) return entry.title;
  }
  return null;
}
