import { api, dataOrThrow } from '@/lib/api-client';
import type { ListingPage, RowOf } from '@/lib/api-types';

export type SmartfolioOverride = RowOf<'listSmartfolioOverrides'>;

/** Every override, newest first (the server's order); the listing pages them in the browser. */
export async function getOverrides(_query: object, signal?: AbortSignal): Promise<ListingPage<SmartfolioOverride>> {
  const data = dataOrThrow(await api.GET('/api/admin/smartfolios/overrides', { signal }));
  return { data, totalMatch: data.length };
}
