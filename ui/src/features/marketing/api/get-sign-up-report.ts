import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { ResponseOf } from '@/lib/api-types';
import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type SignUpReport = ResponseOf<'getSignUpReport'>;
export type SignUpInterval = SignUpReport['interval'];

export interface SignUpQuery {
  interval: SignUpInterval;
  /** `YYYY-MM-DD`, or '' for the server's default range. */
  from: string;
  to: string;
}

/** `GET /api/admin/reports/sign-ups`: sign-ups per day, week or month, with confirmed emails and onboarding. */
export const getSignUpReport = async ({ interval, from, to }: SignUpQuery, signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/admin/reports/sign-ups', {
      params: { query: { interval, from: from || undefined, to: to || undefined } },
      signal,
    }),
  );

export const signUpReportQueryOptions = (query: SignUpQuery) =>
  queryOptions({
    queryKey: queryKeyOf('getSignUpReport', {
      interval: query.interval,
      from: query.from || undefined,
      to: query.to || undefined,
    }),
    queryFn: ({ signal }) => getSignUpReport(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSignUpReport = (query: SignUpQuery) => useQuery(signUpReportQueryOptions(query));
