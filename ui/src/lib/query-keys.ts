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
