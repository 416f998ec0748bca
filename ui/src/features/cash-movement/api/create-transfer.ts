import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

export type CreateTransferPayload = components['schemas']['CreateTransferPayload'];

/** The cash movement create page (users.manage): a manual transfer, recorded Pending. */
export async function createTransfer(body: CreateTransferPayload) {
  return dataOrThrow(await api.POST('/api/admin/transfers', { body }));
}

/** Records a manual transfer; the transfer listings are read again. */
export const useCreateTransfer = () => useRefreshingMutation(createTransfer, ['listTransfers']);
