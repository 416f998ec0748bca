import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { components, operations } from '@openapi/schema';

import type { ListingQuery } from '@/components/DataTable';
import { api, dataOrThrow } from '@/lib/api-client';

type Query<O extends keyof operations> = NonNullable<operations[O]['parameters']['query']>;
type Rows<N extends keyof components['schemas']> = components['schemas'][N] extends { data: (infer R)[] } ? R : never;

export type CrmRequest = Rows<'Listing_CrmRequest'>;
export type RestoreRequest = Rows<'Listing_RestoreRequest'>;
export type RestoreRequestPayload = components['schemas']['RestoreRequestPayload'];

// The listing state holds filters as text; each call's query type says which it takes.
export const getCrmRequests = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/operations/crm-requests', {
      params: { query: query as Query<'listCrmRequests'> },
      signal,
    }),
  );

export const getRestoreRequests = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/operations/restore-requests', {
      params: { query: query as Query<'listRestoreRequests'> },
      signal,
    }),
  );

/** POST a restore request; the list is refetched after. */
export function useCreateRestoreRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RestoreRequestPayload) =>
      dataOrThrow(await api.POST('/api/admin/operations/restore-requests', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['restoreRequests'] }),
  });
}
