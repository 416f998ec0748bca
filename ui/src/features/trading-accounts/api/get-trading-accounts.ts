import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type TradingAccount = RowOf<'listTradingAccounts'>;

/** One page of trading accounts (tradingAccount.viewList). */
export async function getTradingAccounts(query: QueryOf<'listTradingAccounts'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/trading-accounts', { params: { query }, signal }));
}
