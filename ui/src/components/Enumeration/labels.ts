import {
  accountPermissionLabels,
  accountTypeLabels,
  activityCodeLabels,
  identityDocumentTypeLabels,
  membershipLevelLabels,
  statementStatusLabels,
  stockTypeLabels,
} from '@openapi/enums';
import type enumerations from '@/i18n/en/enums.json';
import { formatNumber, formatUsd, isolateLtr } from '@/lib/format';

/**
 * The enumerations with labels in the `enums` namespace, by their OpenAPI
 * schema names (`TransferStatus`, `AccountType`, `AuditEvent`): every value
 * the console shows reads as its label in the reader's language.
 */
export type EnumerationName = keyof typeof enumerations;

/** The translation key of a value's label. */
export const enumerationKey = (enumeration: EnumerationName, value: string | number) =>
  `${enumeration}.${String(value)}` as const;

/**
 * The values a label that is a sentence names: the server sends an event's
 * kind and these (issue 30), and the console writes the sentence.
 */
export interface LabelValues {
  amount?: number | null;
  symbol?: string | null;
  quantity?: number | null;
}

/** The values of a sentence as text: amounts and quantities in the reader's format, each a left-to-right run. */
export function labelValues(values: LabelValues, locale: string): Record<keyof LabelValues, string> {
  const { amount, symbol, quantity } = values;
  return {
    amount: amount == null ? '' : isolateLtr(formatUsd(amount, locale), locale),
    quantity: quantity == null ? '' : isolateLtr(formatNumber(quantity, locale), locale),
    symbol: symbol == null ? '' : isolateLtr(symbol, locale),
  };
}

// The spec's names of the numbered enumerations, as `openapi/enums.ts` generates them.
const specNames: Partial<Record<EnumerationName, Readonly<Record<number, string>>>> = {
  AccountType: accountTypeLabels,
  AccountPermission: accountPermissionLabels,
  ActivityCode: activityCodeLabels,
  IdentityDocumentType: identityDocumentTypeLabels,
  MembershipLevel: membershipLevelLabels,
  StatementStatus: statementStatusLabels,
  StockType: stockTypeLabels,
};

/**
 * A value as the API and the spec spell it, for exports: a string value as
 * it is, a numbered one by its spec name ("1" is "Individual Cash").
 */
export function spelt(enumeration: EnumerationName, value: string | number): string {
  return specNames[enumeration]?.[Number(value)] ?? String(value);
}
