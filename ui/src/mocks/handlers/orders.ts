import type { operations } from '@openapi/schema';

import { delay, http, HttpResponse, problem } from '../http';
import { type ListingParams, pageOf, readListing } from '../listing';
import { expiredToken, isExpired, userOf } from './auth';
import { contains, oneOf } from './listing-factory';
import { fromFixtures } from '../clock';
import { fixture } from '../fixtures';

type Ok<O extends keyof operations> = operations[O]['responses'] extends {
  200: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type Order = Ok<'listOrders'>['Data']['Items'][number];
type FixOrder = Ok<'listFixOrders'>['Data']['Items'][number];
type ExecutionReport = Ok<'listExecutionReports'>['Data']['Items'][number];

/** Spec 4's order presets. */
const presets: Record<string, readonly string[]> = {
  submitted: ['Complete', 'Rejected', 'Cancelled', 'SubmittedOther'],
  unsubmitted: ['OnOpen', 'UnsubmittedOther'],
};

function inDates(query: URLSearchParams, instant: string) {
  const day = instant.slice(0, 10);
  const start = query.get('startDate');
  const end = query.get('endDate');
  return (!start || day >= start) && (!end || day <= end);
}

function orderMatches(order: Order, query: URLSearchParams) {
  const preset = presets[query.get('preset') ?? ''];
  return (
    inDates(query, order.CreatedDate) &&
    oneOf(query, 'status', order.Status) &&
    oneOf(query, 'orderType', order.OrderType) &&
    oneOf(query, 'action', order.Action) &&
    contains(query, 'symbol', order.Symbol) &&
    (!preset || preset.includes(order.Status))
  );
}

/** The gate every orders call passes: token, claim, then the request's query. */
function gate(request: Request): URLSearchParams | Response {
  if (isExpired(request)) return expiredToken();
  const user = userOf(request);
  if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
  if (!user.Claims.includes('Orders.viewList')) {
    return problem(403, 'Forbidden', 'This operation requires the claim Orders.viewList.');
  }
  return new URL(request.url).searchParams;
}

/** The orders envelope of spec 3: `Data.Items`, `Count`, `TotalCount`, `MatchedCount`, `TotalPages`. */
function envelope<T>(items: T[], matched: number, total: number, params: ListingParams<string>) {
  const size = params.pageSize === 'All' ? Math.max(matched, 1) : params.pageSize;
  return {
    Data: {
      Items: items,
      Count: items.length,
      TotalCount: total,
      MatchedCount: matched,
      TotalPages: Math.ceil(matched / size),
    },
  };
}

function pagedHandler<T, C extends string>(
  path: '/api/admin/orders' | '/api/admin/orders/transfers' | '/api/admin/orders/fix' | '/api/admin/orders/executions',
  source: () => Promise<readonly T[]>,
  columns: readonly C[],
  defaultSort: [C, 'desc'],
  matches: (row: T, query: URLSearchParams) => boolean,
  value: (row: T, column: C) => string | number,
) {
  return http.untyped.get(path, async ({ request }) => {
    const query = gate(request);
    if (query instanceof Response) return query;
    const listing = readListing(query, columns, defaultSort);
    if (!listing.ok) {
      return problem(400, 'Bad Request', `${listing.field}: ${listing.message}`, {
        [listing.field]: [listing.message],
      });
    }
    const all = await source();
    const matched = all.filter((row) => matches(row, query));
    return HttpResponse.json(
      envelope(pageOf(matched, listing.params, value), matched.length, all.length, listing.params),
    );
  });
}

const orderColumns = ['CreatedDate', 'Amount', 'Symbol', 'OrderStatusId'] as const;
const orderValue = (row: Order, column: (typeof orderColumns)[number]) => row[column];
const isTransfer = (order: Order) => order.Action === 'Invest' || order.Action === 'Withdraw';

function aggregate<K extends string | number, R>(
  path:
    | '/api/admin/orders/aggregate/accounts'
    | '/api/admin/orders/aggregate/symbols'
    | '/api/admin/orders/aggregate/actions',
  source: () => Promise<readonly Order[]>,
  key: (order: Order) => K,
  row: (key: K, group: Order[]) => R,
) {
  return http.untyped.get(path, async ({ request }) => {
    const query = gate(request);
    if (query instanceof Response) return query;
    const groups = new Map<K, Order[]>();
    for (const order of (await source()).filter((o) => orderMatches(o, query))) {
      const k = key(order);
      groups.set(k, [...(groups.get(k) ?? []), order]);
    }
    return HttpResponse.json({ Data: [...groups].map(([k, group]) => row(k, group)) });
  });
}

const sum = (orders: Order[], value: (order: Order) => number) =>
  Math.round(orders.reduce((total, order) => total + value(order), 0) * 100) / 100;

function ordersHandlersOf(
  source: () => Promise<readonly Order[]>,
  fix: () => Promise<readonly FixOrder[]>,
  executions: () => Promise<readonly ExecutionReport[]>,
) {
  return [
    pagedHandler('/api/admin/orders', source, orderColumns, ['CreatedDate', 'desc'], orderMatches, orderValue),
    pagedHandler(
      '/api/admin/orders/transfers',
      async () => (await source()).filter(isTransfer),
      orderColumns,
      ['CreatedDate', 'desc'],
      orderMatches,
      orderValue,
    ),
    pagedHandler(
      '/api/admin/orders/fix',
      fix,
      ['TransactTime'],
      ['TransactTime', 'desc'],
      (row, query) => inDates(query, row.TransactTime) && contains(query, 'symbol', row.Symbol),
      (row) => row.TransactTime,
    ),
    pagedHandler(
      '/api/admin/orders/executions',
      executions,
      ['ExecutedAt'],
      ['ExecutedAt', 'desc'],
      (row, query) => inDates(query, row.ExecutedAt) && contains(query, 'symbol', row.Symbol),
      (row) => row.ExecutedAt,
    ),
    aggregate(
      '/api/admin/orders/aggregate/accounts',
      source,
      (o) => o.TradingAccountId,
      (id, group) => ({
        TradingAccountId: id,
        OrderCount: group.length,
        BuyCount: group.filter((o) => o.Action === 'Buy').length,
        SellCount: group.filter((o) => o.Action === 'Sell').length,
        TotalAmount: sum(group, (o) => o.Amount),
      }),
    ),
    aggregate(
      '/api/admin/orders/aggregate/symbols',
      source,
      (o) => o.Symbol,
      (symbol, group) => ({
        Symbol: symbol,
        OrderCount: group.length,
        NetQuantity: sum(group, (o) => (o.Action === 'Sell' || o.Action === 'Withdraw' ? -o.Quantity : o.Quantity)),
        TotalAmount: sum(group, (o) => o.Amount),
      }),
    ),
    aggregate(
      '/api/admin/orders/aggregate/actions',
      source,
      (o) => o.Action,
      (action, group) => ({
        Action: action,
        OrderCount: group.length,
        TotalQuantity: sum(group, (o) => o.Quantity),
        TotalAmount: sum(group, (o) => o.Amount),
      }),
    ),
  ];
}

const everyPath = [
  '/api/admin/orders',
  '/api/admin/orders/transfers',
  '/api/admin/orders/fix',
  '/api/admin/orders/executions',
  '/api/admin/orders/aggregate/accounts',
  '/api/admin/orders/aggregate/symbols',
  '/api/admin/orders/aggregate/actions',
] as const;

export const ordersHandlers = {
  default: ordersHandlersOf(
    fromFixtures(fixture<Order[]>('orders')),
    fromFixtures(fixture<FixOrder[]>('fixOrders')),
    fromFixtures(fixture<ExecutionReport[]>('executionReports')),
  ),
  empty: ordersHandlersOf(
    async () => [],
    async () => [],
    async () => [],
  ),
  errors: everyPath.map((path) =>
    http.untyped.get(path, () => problem(500, 'Internal Server Error', 'The server could not complete the request.')),
  ),
  loading: everyPath.map((path) =>
    http.untyped.get(path, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};
