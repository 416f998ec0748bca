import { queryOptions, useQuery } from '@tanstack/react-query';

import type { OperationId } from '@/lib/api-types';
import { type KeyParams, queryKeyOf } from '@/lib/query-keys';

import { type RecordId, retryUnlessMissing } from './record-id';

/**
 * The query of one record by its id (a transfer, a trade, a user): its
 * options under the query-key convention, never retrying a missing record,
 * and its hook, which asks nothing for a malformed id.
 */
export function recordQuery<O extends OperationId, T>(
  operation: O,
  params: (id: number) => KeyParams<O>,
  fetch: (id: number, signal?: AbortSignal) => Promise<T>,
) {
  const options = (id: number) =>
    queryOptions({
      queryKey: queryKeyOf(operation, params(id)),
      queryFn: ({ signal }) => fetch(id, signal),
      retry: retryUnlessMissing,
    });
  /** The record of a detail route's id; `enabled` false asks nothing (a claim the user lacks). */
  const useRecord = (id: RecordId, enabled = true) =>
    useQuery({ ...options(id.ok ? id.id : 0), enabled: id.ok && enabled });
  return { options, useRecord };
}
