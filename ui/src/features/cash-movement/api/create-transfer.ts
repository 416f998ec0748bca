import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

export type CreateTransferPayload = components['schemas']['CreateTransferPayload'];

/** The cash movement create page (users.manage): a manual transfer, recorded Pending. */
export async function createTransfer(body: CreateTransferPayload) {
  return dataOrThrow(await api.POST('/api/admin/transfers', { body }));
}
