import type { components, operations } from '@openapi/schema';

import type { ListingQuery } from '@/components/DataTable';
import { api, dataOrThrow } from '@/lib/api-client';

type Query<O extends keyof operations> = NonNullable<operations[O]['parameters']['query']>;
type Rows<N extends keyof components['schemas']> = components['schemas'][N] extends { data: (infer R)[] } ? R : never;

export type TradeRow = Rows<'Listing_TradeReconciliation'>;
export type PositionRow = Rows<'Listing_PositionReconciliation'>;
export type BalanceRow = Rows<'Listing_AccountBalanceReconciliation'>;
export type OnboardingRow = Rows<'Listing_OnboardingStatusReconciliation'>;

// The listing state holds filters as text; each call's query type says which it takes.
export const getTradeReport = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/reconciliation/trades', {
      params: { query: query as Query<'listTradeReconciliation'> },
      signal,
    }),
  );

export const getPositionReport = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/reconciliation/positions', {
      params: { query: query as Query<'listPositionReconciliation'> },
      signal,
    }),
  );

export const getBalanceReport = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/reconciliation/account-balances', {
      params: { query: query as Query<'listAccountBalanceReconciliation'> },
      signal,
    }),
  );

export const getOnboardingReport = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/reconciliation/onboarding-statuses', {
      params: { query: query as Query<'listOnboardingStatusReconciliation'> },
      signal,
    }),
  );
