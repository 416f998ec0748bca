import { api, dataOrThrow } from '@/lib/api-client';

/** The first ten trading accounts matching a number, owner name or email, for the account picker. */
export async function searchTradingAccounts(search: string, signal?: AbortSignal) {
  const page = dataOrThrow(
    await api.GET('/api/admin/trading-accounts', { params: { query: { search, pageSize: '10' } }, signal }),
  );
  return page.data;
}
