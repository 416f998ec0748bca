import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import type { OperationId, ParamsOf } from './api-types';

/** The parameters of an operation's call as a query key holds them: any of its path and query parameters. */
export type KeyParams<O extends OperationId> = Partial<ParamsOf<O>>;

/**
 * The one query-key convention of the console: the operation id, then the
 * call's parameters (path and query, as the API names them). Two screens
 * making the same call share one cache entry, and invalidating
 * `queryKeyOf(operation)` refreshes every call of that operation.
 */
export function queryKeyOf<O extends OperationId>(operation: O): readonly [O];
export function queryKeyOf<O extends OperationId>(operation: O, params: KeyParams<O>): readonly [O, KeyParams<O>];
export function queryKeyOf<O extends OperationId>(operation: O, params?: KeyParams<O>) {
  return params === undefined ? ([operation] as const) : ([operation, params] as const);
}

/**
 * A write whose success makes the calls of `operations` stale (a created user
 * refreshes every users listing): the one shape of a mutation's hook.
 */
export function useRefreshingMutation<TArgs, TData>(
  mutationFn: (args: TArgs) => Promise<TData>,
  operations: readonly OperationId[],
  options: { onSuccess?: (data: TData, client: QueryClient) => unknown } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data) => {
      await options.onSuccess?.(data, client);
      await Promise.all(operations.map((operation) => client.invalidateQueries({ queryKey: [operation] })));
    },
  });
}
