import { queryOptions, useQuery } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type NotificationSelectables = components['schemas']['NotificationSelectables'];

/** The form's options (spec 7): action, target audience, route, colour and icon types. */
export const getSelectables = async (signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/v2/Notification/selectables', { signal }));

export const selectablesQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf('getNotificationSelectables'), queryFn: ({ signal }) => getSelectables(signal) });

export const useSelectables = () => useQuery(selectablesQueryOptions());
