import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from './api-client';

export type Scenario = components['schemas']['Scenario'];
export type ScenarioInfo = components['schemas']['ScenarioInfo'];

/** The mock server's control plane (`/__mock`), as the console's scenario picker uses it. */
const mockKeys = {
  scenarios: ['mock', 'scenarios'] as const,
  session: ['mock', 'session'] as const,
};

/** `GET /__mock/scenarios`: the named scenarios (a real backend has none: the call fails). */
export const mockScenariosQueryOptions = () =>
  queryOptions({
    queryKey: mockKeys.scenarios,
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/__mock/scenarios', { signal })).scenarios,
    staleTime: Infinity,
    retry: false,
  });

/** `GET /__mock/session`: the session's scenario, among other things. */
export const mockSessionQueryOptions = () =>
  queryOptions({
    queryKey: mockKeys.session,
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/__mock/session', { signal })),
    retry: false,
  });

export const useMockScenarios = () => useQuery(mockScenariosQueryOptions());
export const useMockSession = () => useQuery(mockSessionQueryOptions());

/**
 * `PUT /__mock/scenario`: the session starts over in a scenario; every other
 * query is read again, so the screen shows the scenario at once.
 */
export function useSetMockScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scenario: Scenario) => dataOrThrow(await api.PUT('/__mock/scenario', { body: { scenario } })),
    onSuccess: (session) => {
      queryClient.setQueryData(mockKeys.session, session);
      // Not awaited: a scenario's calls may hang or fail for a minute, and the picker is done now.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'mock' });
    },
  });
}
