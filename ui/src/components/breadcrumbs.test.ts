import { describe, expect, it } from 'vitest';

import { breadcrumbsFromPath } from './breadcrumbs';

describe('breadcrumbsFromPath', () => {
  it('links every segment but the last', () => {
    expect(breadcrumbsFromPath('/app/tradingAccounts/listing')).toEqual([
      { label: 'App', to: '/app' },
      { label: 'TradingAccounts', to: '/app/tradingAccounts' },
      { label: 'Listing' },
    ]);
  });

  it('shows a hyphenated segment as capitalised words', () => {
    expect(breadcrumbsFromPath('/app/reconciliation/trade-report')).toEqual([
      { label: 'App', to: '/app' },
      { label: 'Reconciliation', to: '/app/reconciliation' },
      { label: 'Trade Report' },
    ]);
  });

  it('ignores a trailing slash and has nothing for the root', () => {
    expect(breadcrumbsFromPath('/app/')).toEqual([{ label: 'App' }]);
    expect(breadcrumbsFromPath('/')).toEqual([]);
  });
});
