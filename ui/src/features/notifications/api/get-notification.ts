import { api, dataOrThrow } from '@/lib/api-client';

/** One notification, for the edit dialog (spec 7: `GET /api/v2/Notification/{id}`). */
export const getNotification = async (id: number, signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/v2/Notification/{id}', { params: { path: { id } }, signal }));
