// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { labelValues, spelt } from './labels';

describe('spelt', () => {
  it('keeps string values and names numbered ones as the spec spells them', () => {
    expect(spelt('TransferType', 'BankWithdraw')).toBe('BankWithdraw');
    expect(spelt('AccountType', 1)).toBe('Individual Cash');
    expect(spelt('ActivityCode', '9')).toBe('admin page');
    expect(spelt('AccountType', 99)).toBe('99');
  });
});

describe('labelValues', () => {
  it("writes a sentence's values in the reader's format", () => {
    expect(labelValues({ amount: 1979.35, symbol: 'SPY', quantity: 1234 }, 'en')).toEqual({
      amount: '$1,979.35',
      symbol: 'SPY',
      quantity: '1,234',
    });
    expect(labelValues({ amount: 1979.35 }, 'es').amount).toMatch(/^1\.979,35\sUS\$$/);
    expect(labelValues({ amount: null, symbol: null }, 'en')).toEqual({ amount: '', symbol: '', quantity: '' });
  });

  it('keeps each value a left-to-right run inside Arabic', () => {
    const values = labelValues({ amount: -2637.63, symbol: 'SPY' }, 'ar');
    expect(values.amount).toMatch(/^\u2066-2,637\.63\sUS\$\u2069$/);
    expect(values.symbol).toBe('\u2066SPY\u2069');
  });
});
