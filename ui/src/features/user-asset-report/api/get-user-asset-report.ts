import { useMutation } from '@tanstack/react-query';

import { api, ApiProblem } from '@/lib/api-client';

import { parseReport } from '../report';

export interface ReportRange {
  /** `YYYY-MM-DD`, or '' for no bound. */
  startDate: string;
  endDate: string;
}

/** `GET /api/admin/user-asset-report` (spec 7): semicolon-separated text, read into rows. */
export async function getUserAssetReport({ startDate, endDate }: ReportRange) {
  const { data, error, response } = await api.GET('/api/admin/user-asset-report', {
    params: { query: { startDate: startDate || undefined, endDate: endDate || undefined } },
    parseAs: 'text',
  });
  if (!response.ok || data === undefined) {
    // Errors are problem documents even though the report itself is text.
    let body: unknown = error;
    try {
      body = typeof error === 'string' ? JSON.parse(error) : error;
    } catch {
      // Not JSON: keep the text.
    }
    throw new ApiProblem(response.status, body);
  }
  return parseReport(data);
}

/** Generating the report is an action the user starts (the Generate button), not a page load. */
export const useGenerateReport = () => useMutation({ mutationFn: getUserAssetReport });
