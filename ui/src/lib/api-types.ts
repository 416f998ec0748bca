import type { operations } from '@openapi/schema';

/**
 * The types of a call, read from the OpenAPI document by operation id, in one
 * place: every request file types its parameters and answer with these, so a
 * changed contract is a compile error where the call is made.
 */
export type OperationId = keyof operations;

/** The query parameters of an operation (all optional in this API); none is an empty object. */
export type QueryOf<O extends OperationId> = [NonNullable<operations[O]['parameters']['query']>] extends [never]
  ? object
  : NonNullable<operations[O]['parameters']['query']>;

/** The path parameters of an operation, or none. */
export type PathOf<O extends OperationId> = operations[O]['parameters'] extends { path: infer P }
  ? [P] extends [undefined | never]
    ? object
    : NonNullable<P>
  : object;

/** Path and query parameters together: what a request function of a scoped listing takes. */
export type ParamsOf<O extends OperationId> = QueryOf<O> & PathOf<O>;

/** The JSON body of an operation's 200 answer. */
export type ResponseOf<O extends OperationId> = operations[O]['responses'] extends {
  200: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/**
 * One row of a listing operation, whichever envelope it answers with: the
 * generic `{data}`, the orders `{Data: {Items}}`, the aggregates `{Data}`, or
 * a plain array (a user's few affiliations and restrictions).
 */
export type RowOf<O extends OperationId> =
  ResponseOf<O> extends readonly (infer R)[]
    ? R
    : ResponseOf<O> extends { data: readonly (infer R)[] }
      ? R
      : ResponseOf<O> extends { Data: { Items: readonly (infer R)[] } }
        ? R
        : ResponseOf<O> extends { Data: readonly (infer R)[] }
          ? R
          : never;

/** One page of a listing as the shared table reads it: the rows and the filtered count (`totalMatch`). */
export interface ListingPage<Row> {
  data: Row[];
  totalMatch: number;
}

/** The orders envelope (`Data.Items`, `MatchedCount`, spec 3) as a listing page. */
export function ordersPage<Row>(body: { Data: { Items: Row[]; MatchedCount: number } }): ListingPage<Row> {
  return { data: body.Data.Items, totalMatch: body.Data.MatchedCount };
}

/** An unpaged answer (`{Data: [...]}`, the order aggregates) as one page holding every row. */
export function wholePage<Row>(body: { Data: Row[] }): ListingPage<Row> {
  return { data: body.Data, totalMatch: body.Data.length };
}
