// @vitest-environment node
import { describe, expect, it } from 'vitest';

import smartfolios from '@fixtures/smartfolios.json';

import type { Smartfolio } from './api/get-smartfolios';
import { overridesListing, percent, positionsListing, symbolStrategiesListing } from './listings';

const all = smartfolios as Smartfolio[];

describe('smartfolio listings', () => {
  it('show weights as percentages without float noise', () => {
    expect(percent(0.07)).toBe('7%');
    expect(percent(0.125)).toBe('12.5%');
    expect(percent(0.29)).toBe('29%');
    expect(percent(1)).toBe('100%');
  });

  it('offer the strategies by their spec 3 names and send the number', () => {
    const [strategy, search] = symbolStrategiesListing.filters ?? [];
    expect(strategy && 'choices' in strategy && strategy.choices.map((choice) => choice.text)).toEqual([
      '4Q Rotate',
      'SPY+',
      'unknown',
      'SPY I',
      'Red Oil',
    ]);
    expect(strategy?.toQuery((key) => (key === 'strategyId' ? '6' : ''))).toEqual({ strategyId: 6 });
    expect(strategy?.toQuery((key) => (key === 'strategyId' ? '2' : ''))).toEqual({});
    expect(search?.toQuery((key) => (key === 'search' ? '  spy ' : ''))).toEqual({ search: 'spy' });
  });

  it('filter positions by a smartfolio id from the link, named by title once the list is known', () => {
    const [byId] = positionsListing(all).filters ?? [];
    expect(byId && 'choices' in byId && byId.choices[0]).toEqual({ value: '1', text: 'Core Growth' });
    // A link's id is sent before the list has loaded; anything else is not.
    const [early] = positionsListing([]).filters ?? [];
    expect(early?.toQuery(() => '7')).toEqual({ smartfolioId: 7 });
    expect(early?.toQuery(() => 'seven')).toEqual({});
    expect(early?.toQuery(() => '')).toEqual({});
  });

  it('name the smartfolio of a row by its title, or by its id when it is unknown', () => {
    const column = overridesListing(all).columns.find((c) => c.id === 'smartfolio');
    const row = {
      overrideId: 1,
      smartfolioId: 2,
      symbol: 'VOO',
      weight: 0.26,
      reason: 'r',
      createdBy: 'admin',
      created: '',
    };
    expect(column?.value(row)).toBe('Core Income');
    expect(column?.value({ ...row, smartfolioId: 99 })).toBe('#99');
  });
});
