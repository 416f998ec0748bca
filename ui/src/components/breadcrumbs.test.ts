// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { breadcrumbsFromPath } from './breadcrumbs';
import type { RouteTitles } from './route-table';

const titles: RouteTitles = {
  screens: {
    'orders/listing': 'screens.orders',
    'tradingAccounts/listing': 'screens.tradingAccounts',
    'tradingAccounts/account': 'screens.accountDetails',
    'compliance/negativesettledcashreport': 'screens.negativeSettledCash',
    'smartfolio/symbolStrategies': 'screens.symbolStrategies',
    'smartfolio/position': 'screens.smartfolioPositions',
    symbols: 'screens.symbols',
  },
  defaults: {
    orders: 'orders/listing',
    tradingAccounts: 'tradingAccounts/listing',
    smartfolio: 'smartfolio/symbolStrategies',
  },
  groups: { compliance: 'groups.compliance', smartfolio: 'groups.smartfolio' },
};

describe('breadcrumbsFromPath', () => {
  it('names a listing by its screen title, once', () => {
    expect(breadcrumbsFromPath('/app/tradingAccounts/listing', titles)).toEqual([
      { key: 'home', label: 'App', to: '/app' },
      { key: 'screens.tradingAccounts', label: 'TradingAccounts' },
    ]);
  });

  it('links a parent to its default child', () => {
    expect(breadcrumbsFromPath('/app/tradingAccounts/account', titles)).toEqual([
      { key: 'home', label: 'App', to: '/app' },
      { key: 'screens.tradingAccounts', label: 'TradingAccounts', to: '/app/tradingAccounts/listing' },
      { key: 'screens.accountDetails', label: 'Account' },
    ]);
  });

  it('shows a group without a page of its own as text, and one with a first screen as a link to it', () => {
    expect(breadcrumbsFromPath('/app/compliance/negativesettledcashreport', titles)).toEqual([
      { key: 'home', label: 'App', to: '/app' },
      { key: 'groups.compliance', label: 'Compliance' },
      { key: 'screens.negativeSettledCash', label: 'Negativesettledcashreport' },
    ]);
    expect(breadcrumbsFromPath('/app/smartfolio/position', titles)[1]).toEqual({
      key: 'groups.smartfolio',
      label: 'Smartfolio',
      to: '/app/smartfolio/symbolStrategies',
    });
  });

  it("keeps spec 2's rule for segments the table does not name", () => {
    expect(breadcrumbsFromPath('/app/reconciliation/trade-report', titles)).toEqual([
      { key: 'home', label: 'App', to: '/app' },
      { label: 'Reconciliation', to: '/app/reconciliation' },
      { label: 'Trade Report' },
    ]);
    expect(breadcrumbsFromPath('/users/profile-page')).toEqual([
      { label: 'Users', to: '/users' },
      { label: 'Profile Page' },
    ]);
  });

  it('ignores a trailing slash and has nothing for the root', () => {
    expect(breadcrumbsFromPath('/app/', titles)).toEqual([{ key: 'home', label: 'App' }]);
    expect(breadcrumbsFromPath('/')).toEqual([]);
  });
});
