import { paths } from '@/config/paths';
import type { ClaimName, Session } from '@/lib/session';

import { hasClaims, type ScreenTitle } from '../routes/screens';

/** A menu group's label key (shell namespace, `groups`). */
export type GroupTitle = 'compliance' | 'operations' | 'reconciliation' | 'smartfolio' | 'marketing';

export interface NavLeaf {
  kind: 'leaf';
  title: ScreenTitle;
  to: string;
  /** Shown only to users carrying every one of these (spec 6). */
  claims?: ClaimName[];
  /** The icon's name, resolved by the sidebar. */
  icon: NavIcon;
}

export interface NavGroup {
  kind: 'group';
  title: GroupTitle;
  claims?: ClaimName[];
  icon: NavIcon;
  children: NavLeaf[];
}

export type NavEntry = NavLeaf | NavGroup;

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

const leaf = (title: ScreenTitle, to: string, icon: NavIcon, claims?: ClaimName[]): NavLeaf => ({
  kind: 'leaf',
  title,
  to,
  icon,
  ...(claims ? { claims } : {}),
});

/**
 * The side menu (spec 2, 6). Claims follow the spec 6 table; Smartfolio,
 * Symbols, User and Asset Report, Notification and Marketing are always shown.
 */
export const navigation: readonly NavEntry[] = [
  leaf('manageRoles', '/app/manageRoles', 'roles', ['claims.view']),
  leaf('users', '/app/userAccounts/listing', 'users', ['users.view']),
  leaf('tradingAccounts', '/app/tradingAccounts/listing', 'accounts', ['tradingAccount.viewList']),
  leaf('bankAccounts', '/app/bankaccounts/listing', 'bank', ['bankAccount.viewList']),
  leaf('cashMovement', '/app/cashMovement/listing', 'transfers', ['transfer.viewList']),
  leaf('trades', '/app/trades/listing', 'trades', ['Trade.viewList']),
  leaf('orders', '/app/orders/listing', 'orders', ['Orders.viewList']),
  leaf('restrictions', '/app/restrictions/listing', 'restrictions', ['compliance.viewRestrictedPermissions']),
  {
    kind: 'group',
    title: 'compliance',
    icon: 'compliance',
    claims: ['compliance.viewList'],
    children: [
      leaf('affiliations', '/app/compliance/affiliations', 'compliance'),
      leaf('negativeSettledCash', '/app/compliance/negativesettledcashreport', 'compliance'),
      leaf('restrictedAccounts', '/app/compliance/RestrictedAccounts', 'compliance'),
      leaf('restrictedPermissions', '/app/compliance/RestrictedPermissions', 'compliance', [
        'compliance.viewRestrictedPermissions',
      ]),
      leaf('achWatchlist', '/app/compliance/AchWatchlist', 'compliance'),
    ],
  },
  {
    kind: 'group',
    title: 'operations',
    icon: 'operations',
    claims: ['operation.viewList'],
    children: [
      leaf('crmRequestLog', '/app/operations/infusionsoftapirequest', 'operations'),
      leaf('pointInTimeRestore', '/app/operations/requestpointintimerestore', 'operations'),
    ],
  },
  {
    kind: 'group',
    title: 'reconciliation',
    icon: 'reconciliation',
    claims: ['reconciliation.report.viewList'],
    children: [
      leaf('tradeReport', '/app/reconciliation/tradereport', 'reconciliation'),
      leaf('positionReport', '/app/reconciliation/positionreport', 'reconciliation'),
      leaf('accountBalanceReport', '/app/reconciliation/accountbalancereport', 'reconciliation'),
      leaf('onboardingStatusReport', '/app/reconciliation/onboardingstatusreport', 'reconciliation'),
    ],
  },
  {
    kind: 'group',
    title: 'smartfolio',
    icon: 'smartfolio',
    children: [
      leaf('symbolStrategies', '/app/smartfolio/symbolStrategies', 'smartfolio'),
      leaf('smartfolioPositions', '/app/smartfolio/position', 'smartfolio'),
      leaf('smartfolioOverrides', '/app/smartfolio/overrides', 'smartfolio'),
      leaf('smartfolioDesigner', '/app/smartfolio/designer', 'smartfolio'),
    ],
  },
  leaf('symbols', '/app/symbols', 'symbols'),
  leaf('userAssetReport', '/app/user&AssetReport', 'report'),
  leaf('notification', '/app/notification', 'notification'),
  {
    kind: 'group',
    title: 'marketing',
    icon: 'marketing',
    children: [
      leaf('marketData', '/app/marketing/marketdata', 'marketing'),
      leaf('marketingAuthentication', '/app/marketing/authentication', 'marketing'),
    ],
  },
];

/**
 * The menu while impersonating: the token acts as the customer and carries no
 * staff claims, so the customer's own account is the one screen it can fill.
 */
export const impersonationMenu: readonly NavEntry[] = [leaf('customerView', paths.customerView, 'users')];

/** The menu of a session: the claims' menu, or the impersonation menu. */
export function menuOf(session: Session): readonly NavEntry[] {
  return session.staff ? impersonationMenu : menuFor(session.user.Claims);
}

/** The menu a user sees: entries whose claims they hold; a group with no visible child is hidden. */
export function menuFor(claims: readonly string[]): NavEntry[] {
  return navigation.flatMap((entry): NavEntry[] => {
    if (!hasClaims(claims, entry.claims)) return [];
    if (entry.kind === 'leaf') return [entry];
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
