import document from '@openapi/openapi.json';
import { describe, expect, it } from 'vitest';

import enumerations from '@/i18n/en/enums.json';

import { type EnumerationName } from './labels';
import { toneOf } from './tones';

const schemas = document.components.schemas as Record<string, { enum?: unknown[] }>;

describe('enumeration labels', () => {
  // A value the API gains without a label would show as spelt: this names it first.
  it.each(Object.keys(enumerations).filter((name) => name in schemas))('%s labels every value of the API', (name) => {
    const values = (schemas[name]?.enum ?? []).map(String).filter((value) => value !== '');
    expect(Object.keys(enumerations[name as EnumerationName]).sort()).toEqual(values.sort());
  });

  // The enumerations no screen shows as a value: control-plane and OAuth codes, the claims (shown
  // by their permission names), URL presets and intervals (shown by their own screen texts),
  // strategy names (product names, shown as spelt), the texts of the server's tables (banks,
  // routing numbers, tickers and venues: names and codes, shown as spelt) and the order codes no
  // screen lists.
  const notShown = [
    'AccountPermissionId',
    'ActionType',
    'BankName',
    'Claim',
    'HoldState',
    'JournalKind',
    'OAuthErrorCode',
    'OrderLifecycle',
    'OrderPreset',
    'OrderStatusText',
    'RoutingNumber',
    'Scenario',
    'SignUpInterval',
    'SortDir',
    'StockTypeFilter',
    'StrategyName',
    'SubmissionStatus',
    'Ticker',
    'TransferPreset',
    'Venue',
  ];

  it('covers every enumeration of the API a screen shows (one enumeration display, issue 23)', () => {
    const unlabelled = Object.entries(schemas)
      .filter(([name, schema]) => schema.enum && !(name in enumerations) && !notShown.includes(name))
      .map(([name]) => name);
    expect(unlabelled).toEqual([]);
  });
});

describe('toneOf', () => {
  it.each<[EnumerationName, string, ReturnType<typeof toneOf>]>([
    ['TransferStatus', 'Complete', 'success'],
    ['TransferStatus', 'Pending', 'warning'],
    ['TransferStatus', 'OnHold', 'warning'],
    ['TransferStatus', 'Rejected', 'error'],
    ['TransferStatus', 'Cancelled', 'neutral'],
    ['OnboardingStatus', 'Broker Verify Failed', 'error'],
    ['OnboardingStatus', 'Funding Pending', 'warning'],
    ['OnboardingStatus', 'Onboarding Complete', 'success'],
    ['OrderStatus', 'Submitted', 'info'],
    ['OrderStatus', 'UnsubmittedOther', 'neutral'],
    ['FixOrdStatus', '1', 'warning'],
    ['FixOrdStatus', '2', 'success'],
    ['FixOrdStatus', '4', 'neutral'],
    ['FixOrdStatus', '6', 'warning'],
    ['BankReviewState', 'Reviewing', 'warning'],
    ['IsBreak', 'true', 'error'],
    ['IsBreak', 'false', 'success'],
  ])('%s %s is %s', (enumeration, value, tone) => {
    expect(toneOf(enumeration, value)).toBe(tone);
  });

  it('leaves a value without a label neutral', () => {
    expect(toneOf('TransferStatus', 'SomethingNew')).toBe('neutral');
  });
});
