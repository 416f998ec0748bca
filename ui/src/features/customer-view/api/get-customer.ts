import { queryOptions } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

export type UserDetails = components['schemas']['UserDetails'];

/**
 * The customer's own account, read with the impersonation token: the one
 * call besides the signed-in user that such a token may make for itself
 * (mock-server `auth/impersonation.rs`).
 */
export async function getCustomer(userId: number, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/users/{userId}', { params: { path: { userId } }, signal }));
}

export const customerQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['customerView', userId],
    queryFn: ({ signal }) => getCustomer(userId, signal),
  });
