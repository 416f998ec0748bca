import { api, dataOrThrow } from '@/lib/api-client';

/** The first ten customers matching a name, username or email (users.view), for the customer picker. */
export async function searchCustomers(search: string, signal?: AbortSignal) {
  const page = dataOrThrow(
    await api.GET('/api/admin/users', { params: { query: { search, pageSize: '10' } }, signal }),
  );
  return page.data;
}
