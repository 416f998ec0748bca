import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

export type CreateUserPayload = components['schemas']['CreateUserPayload'];

/** Create New User (users.manage): 201 with the new customer; 400 names each field at fault. */
export async function createUser(body: CreateUserPayload) {
  return dataOrThrow(await api.POST('/api/admin/users', { body }));
}

/** Creates a customer; the users listings are read again. */
export const useCreateUser = () => useRefreshingMutation(createUser, ['listUsers']);
