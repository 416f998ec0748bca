import { queryOptions, useQuery } from '@tanstack/react-query';

import { type RecordId, retryUnlessMissing } from '@/components/RecordDetails';
import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';
import { queryKeyOf } from '@/lib/query-keys';

export type TransferDetails = ResponseOf<'getTransfer'>;

/** One transfer with its trading and bank accounts (transfer.viewDetails). */
export async function getTransfer(transferId: number, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/transfers/{transferId}', { params: { path: { transferId } }, signal }));
}

export const transferQueryOptions = (transferId: number) =>
  queryOptions({
    queryKey: queryKeyOf('getTransfer', { transferId }),
    queryFn: ({ signal }) => getTransfer(transferId, signal),
    retry: retryUnlessMissing,
  });

/** The transfer of a detail route's id; nothing is asked for a malformed id. */
export const useTransfer = (id: RecordId) => useQuery({ ...transferQueryOptions(id.ok ? id.id : 0), enabled: id.ok });
