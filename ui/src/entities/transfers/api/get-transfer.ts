import { recordQuery } from '@/components/RecordDetails';
import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';

export type TransferDetails = ResponseOf<'getTransfer'>;

/** One transfer with its trading and bank accounts (transfer.viewDetails). */
export async function getTransfer(transferId: number, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/transfers/{transferId}', { params: { path: { transferId } }, signal }));
}

export const { options: transferQueryOptions, useRecord: useTransfer } = recordQuery(
  'getTransfer',
  (transferId) => ({ transferId }),
  getTransfer,
);
