import { useQuery } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

/** One asset as stored, for the edit dialog (spec 7: `GET /api/v1/Asset/{id}` before the `PUT`). */
export const getAsset = async (id: number, signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/v1/Asset/{id}', { params: { path: { id } }, signal }));

export const useAsset = (id: number) =>
  useQuery({
    queryKey: queryKeyOf('getAsset', { id }),
    queryFn: ({ signal }) => getAsset(id, signal),
    // The dialog edits what is stored now, not what an earlier search saw.
    staleTime: 0,
    gcTime: 0,
  });
