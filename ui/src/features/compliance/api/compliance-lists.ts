import type { components, operations } from '@openapi/schema';

import type { ListingQuery } from '@/components/DataTable';
import { api, dataOrThrow } from '@/lib/api-client';

type Query<O extends keyof operations> = NonNullable<operations[O]['parameters']['query']>;
type Rows<N extends keyof components['schemas']> = components['schemas'][N] extends { data: (infer R)[] } ? R : never;

export type RestrictedAccount = Rows<'Listing_RestrictedAccount'>;
export type Affiliation = Rows<'Listing_Affiliation'>;
export type NegativeSettledCash = Rows<'Listing_NegativeSettledCash'>;
export type RestrictedPermission = Rows<'Listing_RestrictedPermission'>;
export type Transfer = components['schemas']['Transfer'];

// The listing state holds filters as text; each call's query type says which it takes.
export const getRestrictions = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/restrictions/accounts', {
      params: { query: query as Query<'listRestrictions'> },
      signal,
    }),
  );

export const getRestrictedAccounts = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/compliance/restricted-accounts', {
      params: { query: query as Query<'listComplianceRestrictedAccounts'> },
      signal,
    }),
  );

export const getAffiliations = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/compliance/affiliations', {
      params: { query: query as Query<'listAffiliations'> },
      signal,
    }),
  );

export const getNegativeSettledCash = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/compliance/negative-settled-cash', {
      params: { query: query as Query<'listNegativeSettledCash'> },
      signal,
    }),
  );

export const getRestrictedPermissions = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/compliance/restricted-permissions', {
      params: { query: query as Query<'listRestrictedPermissions'> },
      signal,
    }),
  );

export const getAchWatchlist = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/compliance/ach-watchlist', {
      params: { query: query as Query<'listAchWatchlist'> },
      signal,
    }),
  );
