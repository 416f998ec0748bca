// @vitest-environment node
import signedInUsers from '@fixtures/signedInUsers.json';
import { describe, expect, it } from 'vitest';

import { appPath, screensFor } from '../routes/screens';
import { groupOf, isActive, menuFor, type NavEntry, navigation } from './navigation';

const claimsOf = (account: 'admin' | 'analyst' | 'compliance') =>
  (signedInUsers as Record<string, { Claims: string[] }>)[account]?.Claims ?? [];

const leaves = (entries: readonly NavEntry[]) =>
  entries.flatMap((entry) => (entry.kind === 'leaf' ? [entry] : entry.children));
const titles = (entries: readonly NavEntry[]) =>
  entries.map((entry) => (entry.kind === 'leaf' ? entry.title : `group:${entry.title}`));

describe('menuFor', () => {
  it('shows the administrator every entry of the spec 6 table', () => {
    expect(titles(menuFor(claimsOf('admin')))).toEqual([
      'manageRoles',
      'users',
      'tradingAccounts',
      'bankAccounts',
      'cashMovement',
      'trades',
      'orders',
      'restrictions',
      'group:compliance',
      'group:operations',
      'group:reconciliation',
      'group:smartfolio',
      'symbols',
      'userAssetReport',
      'notification',
      'group:marketing',
    ]);
    expect(leaves(menuFor(claimsOf('admin')))).toHaveLength(leaves(navigation).length);
  });

  it('shows the analyst no entry needing a claim it lacks', () => {
    expect(titles(menuFor(claimsOf('analyst')))).toEqual([
      'users',
      'tradingAccounts',
      'bankAccounts',
      'cashMovement',
      'trades',
      'orders',
      'group:reconciliation',
      'group:smartfolio',
      'symbols',
      'userAssetReport',
      'notification',
      'group:marketing',
    ]);
  });

  it('shows the compliance officer the compliance group with Restricted Permissions', () => {
    const menu = menuFor(claimsOf('compliance'));
    expect(titles(menu)).toEqual([
      'users',
      'cashMovement',
      'restrictions',
      'group:compliance',
      'group:smartfolio',
      'symbols',
      'userAssetReport',
      'notification',
      'group:marketing',
    ]);
    expect(leaves(menu).map((leaf) => leaf.title)).toContain('restrictedPermissions');
  });

  it('hides Restricted Permissions inside Compliance without its claim', () => {
    const menu = menuFor(['pageAccess', 'compliance.viewList']);
    const compliance = menu.find((entry) => entry.kind === 'group' && entry.title === 'compliance');
    expect(compliance && leaves([compliance]).map((leaf) => leaf.title)).not.toContain('restrictedPermissions');
  });

  it('always shows Smartfolio, Symbols, User and Asset Report, Notification and Marketing', () => {
    expect(titles(menuFor(['pageAccess']))).toEqual([
      'group:smartfolio',
      'symbols',
      'userAssetReport',
      'notification',
      'group:marketing',
    ]);
  });

  it.each(['admin', 'analyst', 'compliance'] as const)('links %s only to routes registered for them', (account) => {
    const allowed = new Set(
      screensFor(claimsOf(account))
        .filter((registered) => registered.access === 'allowed')
        .map((registered) => appPath(registered.screen.path)),
    );
    for (const leaf of leaves(menuFor(claimsOf(account)))) expect(allowed, leaf.to).toContain(leaf.to);
  });
});

describe('screensFor', () => {
  it('registers no screen needing a claim the analyst lacks, and sends Manage Roles to unauthorized', () => {
    const claims = claimsOf('analyst');
    const registered = screensFor(claims);
    for (const { screen, access } of registered) {
      if (access === 'allowed')
        expect(screen.claims ?? []).toEqual((screen.claims ?? []).filter((c) => claims.includes(c)));
    }
    expect(registered.find((r) => r.screen.path === 'manageRoles')?.access).toBe('unauthorized');
    expect(registered.map((r) => r.screen.path)).not.toContain('compliance/affiliations');
    expect(registered.map((r) => r.screen.path)).not.toContain('restrictions/listing');
  });

  it('gives the administrator every screen', () => {
    expect(screensFor(claimsOf('admin')).every((r) => r.access === 'allowed')).toBe(true);
  });
});

describe('isActive and groupOf', () => {
  it('highlights a listing on its own pages and its section', () => {
    expect(isActive('/app/tradingAccounts/listing', '/app/tradingAccounts/listing')).toBe(true);
    expect(isActive('/app/tradingAccounts/listing', '/app/tradingAccounts/account')).toBe(true);
    expect(isActive('/app/tradingAccounts/listing', '/app/trades/listing')).toBe(false);
  });

  it('keeps siblings in a group apart', () => {
    expect(isActive('/app/compliance/affiliations', '/app/compliance/AchWatchlist')).toBe(false);
    expect(isActive('/app/compliance/AchWatchlist', '/app/compliance/AchWatchlist/')).toBe(true);
  });

  it('matches a path with an encoded ampersand', () => {
    expect(isActive('/app/user&AssetReport', '/app/user%26AssetReport')).toBe(false);
    expect(isActive('/app/user&AssetReport', '/app/user&AssetReport')).toBe(true);
  });

  it('finds the group of the current route, to open it', () => {
    const menu = menuFor(claimsOf('admin'));
    expect(groupOf(menu, '/app/reconciliation/positionreport')).toBe('reconciliation');
    expect(groupOf(menu, '/app/symbols')).toBeNull();
  });
});
