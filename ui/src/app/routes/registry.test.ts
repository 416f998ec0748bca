// @vitest-environment node
import signedInUsers from '@fixtures/signedInUsers.json';
import { describe, expect, it } from 'vitest';

import { breadcrumbsFromPath } from '@/components/breadcrumbs';
import { paths, type ScreenId, screenPaths } from '@/config/paths';
import { figureLinks, onboardingLink } from '@/features/dashboard/links';
import { englishResources } from '@/i18n/resources';
import type { Session, SignedInUser } from '@/lib/session';

import { launchableCreateScreens, launchableScreens } from '../layout/header/AppsLaunch';
import { menuFor } from '../layout/navigation';
import { routeTableFor, routeTitles } from './app-routes';
import { appPath, screens } from './screens';

type Account = 'admin' | 'analyst' | 'compliance';

const sessionOf = (account: Account): Session => ({
  accessToken: 'a',
  refreshToken: 'r',
  environment: 'production',
  user: (signedInUsers as Record<string, SignedInUser>)[account] as SignedInUser,
});

const impersonating: Session = {
  ...sessionOf('admin'),
  user: { ...sessionOf('admin').user, Claims: [], UserName: 'user10000' },
  staff: sessionOf('admin'),
};

/** The crumbs as a reader sees them: English titles, or the segment as shown. */
const trail = (pathname: string) =>
  breadcrumbsFromPath(pathname, routeTitles).map((crumb) => {
    if (!crumb.key) return crumb.label;
    const [group, name] = crumb.key.split('.') as [string, string | undefined];
    const shell = englishResources.shell as unknown as Record<string, Record<string, string> | string>;
    const text = name ? (shell[group] as Record<string, string>)[name] : (shell[group] as string);
    return text ?? crumb.key;
  });

describe('the screen registry', () => {
  it('has one entry per screen path, each with an English title', () => {
    expect(screens.map((screen) => screen.id).sort()).toEqual((Object.keys(screenPaths) as ScreenId[]).sort());
    for (const screen of screens) {
      expect(englishResources.shell.screens[screen.id], screen.id).toEqual(expect.any(String));
      expect(appPath(screen.path)).toBe(screenPaths[screen.id]);
    }
  });

  it('gives each parent path at most one default child', () => {
    const parents = screens.filter((screen) => screen.default).map((screen) => screen.path.split('/')[0]);
    expect(new Set(parents).size).toBe(parents.length);
    expect(routeTitles.defaults).toMatchObject({
      orders: 'orders/listing',
      smartfolio: 'smartfolio/symbolStrategies',
      marketing: 'marketing/marketdata',
    });
  });

  it('names the menu groups by the segment their screens share', () => {
    expect(routeTitles.groups).toEqual({
      compliance: 'groups.compliance',
      operations: 'groups.operations',
      reconciliation: 'groups.reconciliation',
      smartfolio: 'groups.smartfolio',
      marketing: 'groups.marketing',
    });
  });
});

describe('the route table (what every in-console link asks)', () => {
  it('lets the compliance officer open transfers but not the accounts and bank accounts they link to', () => {
    const { canOpen } = routeTableFor(sessionOf('compliance'));
    expect(canOpen(paths.details.transfer(7))).toBe(true);
    expect(canOpen(paths.listings.transfers)).toBe(true);
    expect(canOpen(paths.tradingAccounts.account(12))).toBe(false);
    expect(canOpen(paths.details.bankAccount(3))).toBe(false);
    expect(canOpen(screenPaths.restrictedPermissions)).toBe(true);
    expect(canOpen(paths.details.user(10000))).toBe(true);
  });

  it('refuses a route that redirects to /unauthorized, and any unknown one', () => {
    const { canOpen } = routeTableFor(sessionOf('analyst'));
    expect(canOpen(screenPaths.manageRoles)).toBe(false);
    expect(canOpen(screenPaths.affiliations)).toBe(false);
    expect(canOpen(`${paths.app}/no-such-screen`)).toBe(false);
    expect(canOpen('/no-such-page')).toBe(false);
  });

  it('matches paths as the router does: any letter case, a trailing slash, a parent with its default child', () => {
    const { canOpen } = routeTableFor(sessionOf('admin'));
    expect(canOpen('/app/TRADES/details?tradeId=1')).toBe(true);
    expect(canOpen(`${screenPaths.orders}/`)).toBe(true);
    expect(canOpen('/app/orders')).toBe(true);
    expect(canOpen('/app/smartfolio')).toBe(true);
    expect(canOpen('/app/compliance')).toBe(false);
    expect(canOpen(paths.app)).toBe(true);
    expect(canOpen(paths.root)).toBe(true);
  });

  it('while impersonating, opens only what the customer token can fill', () => {
    const { canOpen } = routeTableFor(impersonating);
    expect(canOpen(paths.customerView)).toBe(true);
    expect(canOpen(paths.profile)).toBe(true);
    expect(canOpen(paths.listings.users)).toBe(false);
    expect(canOpen(paths.details.user(10000))).toBe(false);
  });

  it('signed out, opens nothing under /app', () => {
    const { canOpen } = routeTableFor(null);
    expect(canOpen(paths.listings.users)).toBe(false);
    expect(canOpen(paths.signIn)).toBe(true);
  });

  it('names the screen at a path, for the tab title', () => {
    const { titleOf } = routeTableFor(sessionOf('admin'));
    expect(titleOf(screenPaths.symbols)).toBe('screens.symbols');
    expect(titleOf('/app/user&AssetReport')).toBe('screens.userAssetReport');
    expect(titleOf('/app/orders')).toBe('screens.orders');
    expect(titleOf('/app/nowhere')).toBeUndefined();
    // A title names the page whoever may open it.
    expect(routeTableFor(sessionOf('analyst')).titleOf(screenPaths.manageRoles)).toBe('screens.manageRoles');
    expect(routeTableFor(null).titleOf('/app/compliance/affiliations/')).toBe('screens.affiliations');
  });
});

describe('breadcrumbs from the registry', () => {
  it('show siblings alike: a group default child has three levels as its siblings do', () => {
    expect(trail(screenPaths.marketData)).toEqual(['Home', 'Marketing', 'Market Data']);
    expect(trail(screenPaths.marketingAuthentication)).toEqual(['Home', 'Marketing', 'Authentication']);
    expect(trail(screenPaths.symbolStrategies)).toEqual(['Home', 'Smartfolio', 'Symbol Strategies']);
    expect(trail(screenPaths.smartfolioDesigner)).toEqual(['Home', 'Smartfolio', 'Designer']);
  });

  it('name a listing once, and a detail page under its listing', () => {
    expect(trail(screenPaths.orders)).toEqual(['Home', 'Orders']);
    expect(trail(screenPaths.tradeDetails)).toEqual(['Home', 'Trades', 'Trade Details']);
  });

  it('title the User and Asset Report however its path is spelt', () => {
    expect(trail('/app/user&AssetReport')).toEqual(['Home', 'User and Asset Report']);
    expect(trail('/app/user%26AssetReport')).toEqual(['Home', 'User and Asset Report']);
    expect(trail('/app/user&assetreport')).toEqual(['Home', 'User and Asset Report']);
  });
});

describe('what derives from the registry', () => {
  it.each(['admin', 'analyst', 'compliance'] as const)('gives %s menu entries that all open', (account) => {
    const { canOpen } = routeTableFor(sessionOf(account));
    const leaves = menuFor(sessionOf(account).user.Claims).flatMap((entry) =>
      entry.kind === 'leaf' ? [entry] : entry.children,
    );
    expect(leaves.length).toBeGreaterThan(0);
    for (const leaf of leaves) expect(canOpen(leaf.to), leaf.to).toBe(true);
    // And every screen that opens and has a menu place is in the menu.
    const inMenu = new Set(leaves.map((leaf) => leaf.to));
    for (const screen of screens.filter((s) => s.menu && (s.sessions ?? 'staff') === 'staff')) {
      expect(inMenu.has(appPath(screen.path)), screen.id).toBe(canOpen(appPath(screen.path)));
    }
  });

  it('offers in the apps quick launch the menu screens and the create flows the user may open', () => {
    const admin = sessionOf('admin').user.Claims;
    expect(launchableScreens(admin)).toHaveLength(screens.filter((s) => s.menu && !s.sessions).length);
    expect(launchableCreateScreens(admin).map((screen) => screen.id)).toEqual([
      'createUser',
      'resendConfirmation',
      'addAccount',
      'createCashMovement',
    ]);
    expect(launchableCreateScreens(sessionOf('compliance').user.Claims)).toEqual([]);
  });

  it('links the dashboard figures to listings, which open for whoever holds their claims', () => {
    const admin = routeTableFor(sessionOf('admin'));
    for (const to of [...Object.values(figureLinks), onboardingLink('Invested')]) {
      expect(admin.canOpen(to), to).toBe(true);
    }
    const compliance = routeTableFor(sessionOf('compliance'));
    expect(compliance.canOpen(figureLinks.customers ?? '')).toBe(true);
    expect(compliance.canOpen(figureLinks.tradingAccounts ?? '')).toBe(false);
  });
});
