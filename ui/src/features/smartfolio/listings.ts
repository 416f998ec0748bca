import { strategyNameLabels, strategyNameValues } from '@openapi/enums';
import { defineListing, type FilterSpec, filtersOf } from '@/components/Listing';
import { paths } from '@/config/paths';
import type { QueryOf } from '@/lib/api-types';

import { getOverrides } from './api/get-overrides';
import { getPositions } from './api/get-positions';
import type { Smartfolio } from './api/get-smartfolios';
import { getSymbolStrategies } from './api/get-symbol-strategies';

/** A weight of 0 to 1 as a percentage (0.07 is 7%), as staff read portfolio weights. */
export const percent = (weight: number) => `${Math.round(weight * 1000) / 10}%`;

const strategies = filtersOf('listSymbolStrategies');

/** The strategy filter: its choices are the strategy names as spec 3 spells them (deviation L5). */
const strategyFilter = ((spec) =>
  'choices' in spec
    ? {
        ...spec,
        choices: spec.choices.map((choice) => ({
          ...choice,
          text: strategyNameLabels[Number(choice.value) as keyof typeof strategyNameLabels],
        })),
      }
    : spec)(
  strategies.select('strategyId', strategyNameValues, {
    label: 'smartfolio:filters.strategy',
    anyLabel: 'smartfolio:filters.anyStrategy',
  }),
);

/**
 * /app/smartfolio/symbolStrategies: the active strategies (spec 7), by
 * strategy then symbol as the server orders them, paged in the browser;
 * spec 8's failure text ahead of the server's error.
 */
export const symbolStrategiesListing = defineListing('listSymbolStrategies', {
  ns: 'smartfolio',
  label: 'smartfolio:strategies.table',
  exportName: 'symbolStrategies',
  fetch: getSymbolStrategies,
  rowKey: (row) => row.symbolStrategyId,
  failure: 'smartfolio:strategies.failed',
  filters: [strategyFilter, strategies.search('search', { label: 'smartfolio:filters.symbol' })],
  columns: [
    { id: 'symbol', value: (row) => row.symbol, kind: 'code' },
    // As spelt in every language: 4Q Rotate, SPY+, unknown, SPY I, Red Oil (spec 3); read left to
    // right, so that SPY+ keeps its plus at the end in Arabic.
    { id: 'strategyName', value: (row) => row.strategyName, kind: 'prose' },
    { id: 'strategyId', value: (row) => row.strategyId, kind: 'number' },
    { id: 'weight', value: (row) => percent(row.weight) },
    { id: 'isActive', value: (row) => row.isActive, kind: 'boolean' },
    { id: 'updated', value: (row) => row.updated, kind: 'dateTime' },
  ],
});

type PositionsQuery = QueryOf<'listSmartfolioPositions'>;

/**
 * The smartfolio filter: one choice per smartfolio of the designer list, by
 * title. A link's id is sent even before the list has loaded, so a shared
 * link never shows every holding first.
 */
function smartfolioFilter(smartfolios: readonly Smartfolio[]): FilterSpec<PositionsQuery> {
  return {
    kind: 'select',
    key: 'smartfolioId',
    label: 'smartfolio:filters.smartfolio',
    anyLabel: 'smartfolio:filters.anySmartfolio',
    choices: smartfolios.map((smartfolio) => ({ value: String(smartfolio.smartfolioId), text: smartfolio.title })),
    params: [{ key: 'smartfolioId' }],
    toQuery: (text) => (/^\d+$/.test(text('smartfolioId')) ? { smartfolioId: Number(text('smartfolioId')) } : {}),
  };
}

const positions = filtersOf('listSmartfolioPositions');

/** /app/smartfolio/position: holdings, newest valuation first; the smartfolio's title comes from the designer list. */
export function positionsListing(smartfolios: readonly Smartfolio[]) {
  const titles = new Map(smartfolios.map((smartfolio) => [smartfolio.smartfolioId, smartfolio.title]));
  return defineListing('listSmartfolioPositions', {
    ns: 'smartfolio',
    label: 'smartfolio:positions.table',
    exportName: 'smartfolioPositions',
    fetch: getPositions,
    rowKey: (row) => row.smartfolioPositionId,
    sort: { columns: ['Updated', 'Invested', 'MarketValue', 'AccountNumber'], default: ['Updated', 'desc'] },
    filters: [smartfolioFilter(smartfolios), positions.search('search', { label: 'smartfolio:filters.account' })],
    columns: [
      {
        id: 'AccountNumber',
        value: (row) => row.accountNumber,
        sortable: true,
        link: (row) => paths.tradingAccounts.account(row.tradingAccountId),
      },
      { id: 'smartfolio', value: (row) => titles.get(row.smartfolioId) ?? `#${row.smartfolioId}`, kind: 'prose' },
      { id: 'Invested', value: (row) => row.invested, kind: 'money', sortable: true },
      { id: 'MarketValue', value: (row) => row.marketValue, kind: 'money', sortable: true },
      { id: 'gain', value: (row) => Math.round((row.marketValue - row.invested) * 100) / 100, kind: 'money' },
      { id: 'Updated', value: (row) => row.updated, kind: 'dateTime', sortable: true },
    ],
  });
}

/** /app/smartfolio/overrides: every override, newest first (the server's order), paged in the browser. */
export function overridesListing(smartfolios: readonly Smartfolio[]) {
  const titles = new Map(smartfolios.map((smartfolio) => [smartfolio.smartfolioId, smartfolio.title]));
  return defineListing('listSmartfolioOverrides', {
    ns: 'smartfolio',
    label: 'smartfolio:overrides.table',
    exportName: 'smartfolioOverrides',
    fetch: getOverrides,
    rowKey: (row) => row.overrideId,
    columns: [
      { id: 'smartfolio', value: (row) => titles.get(row.smartfolioId) ?? `#${row.smartfolioId}`, kind: 'prose' },
      { id: 'symbol', value: (row) => row.symbol, kind: 'code' },
      { id: 'weight', value: (row) => percent(row.weight) },
      { id: 'reason', value: (row) => row.reason, kind: 'prose' },
      { id: 'createdBy', value: (row) => row.createdBy },
      { id: 'created', value: (row) => row.created, kind: 'dateTime' },
    ],
  });
}
