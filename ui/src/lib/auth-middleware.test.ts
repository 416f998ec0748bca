// @vitest-environment node
import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';

import type { paths } from '@openapi/schema';

import { createAuthMiddleware } from './auth-middleware';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one run between callers that arrive while it runs, then runs afresh', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const task = singleFlight(
      () =>
        new Promise<number>((resolve) => {
          runs += 1;
          release = () => resolve(runs);
        }),
    );
    const first = task();
    const second = task();
    release();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 1]);
    const third = task();
    release();
    await expect(third).resolves.toBe(2);
  });

  it('lets the next caller retry after a failure', async () => {
    const task = singleFlight(vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce('ok'));
    await expect(task()).rejects.toThrow('refused');
    await expect(task()).resolves.toBe('ok');
  });
});

/** A server whose valid token is `current`; any other token answers 401. */
function world() {
  const state = { current: 'token-1', sessionToken: 'token-0', refreshes: 0, calls: [] as string[] };
  const fetch = vi.fn(async (input: Request) => {
    const token = input.headers.get('access-token') ?? '';
    state.calls.push(`${token}:${input.headers.get('Authorization')}`);
    return token === state.current
      ? new Response(JSON.stringify({ data: [], totalMatch: 0, total: 0 }), {
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response(JSON.stringify({ error: 'invalid_token' }), { status: 401 });
  });
  return { state, fetch };
}

function client(
  fetch: (input: Request) => Promise<Response>,
  deps: Partial<Parameters<typeof createAuthMiddleware>[0]> & { state: { sessionToken: string } },
) {
  const api = createClient<paths>({ baseUrl: 'http://console.test', fetch });
  const onRefreshFailed = vi.fn();
  const onReachability = vi.fn();
  api.use(
    createAuthMiddleware({
      accessToken: () => deps.state.sessionToken,
      refresh: deps.refresh ?? (async () => 'unused'),
      onRefreshFailed,
      onReachability,
    }),
  );
  return { api, onRefreshFailed, onReachability };
}

const list = (api: ReturnType<typeof client>['api']) => api.GET('/api/admin/trading-accounts', {});

describe('createAuthMiddleware', () => {
  it('sends the bearer token and the access-token header', async () => {
    const { state, fetch } = world();
    state.sessionToken = 'token-1';
    const { api } = client(fetch, { state });
    await list(api);
    expect(state.calls).toEqual(['token-1:Bearer token-1']);
  });

  it('refreshes once for every call in flight on a 401, then retries each once', async () => {
    const { state, fetch } = world();
    const refresh = vi.fn(async () => {
      state.refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      state.sessionToken = state.current;
      return state.current;
    });
    const { api, onRefreshFailed } = client(fetch, { state, refresh });
    const results = await Promise.all([list(api), list(api), list(api)]);
    expect(results.map((result) => result.response.status)).toEqual([200, 200, 200]);
    expect(state.refreshes).toBe(1);
    expect(state.calls.filter((call) => call.startsWith('token-0'))).toHaveLength(3);
    expect(state.calls.filter((call) => call.startsWith('token-1'))).toHaveLength(3);
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('retries a late 401 with the already refreshed token instead of refreshing again', async () => {
    const { state, fetch } = world();
    const refresh = vi.fn(async () => 'never');
    const { api } = client(fetch, { state, refresh });
    // The call goes out with token-0; the session moves on to token-1 before its 401 arrives.
    fetch.mockImplementationOnce(async () => {
      state.sessionToken = 'token-1';
      return new Response('{}', { status: 401 });
    });
    const result = await list(api);
    expect(result.response.status).toBe(200);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('gives up after one retry', async () => {
    const { state, fetch } = world();
    state.current = 'nobody-has-this';
    const refresh = vi.fn(async () => {
      state.sessionToken = 'token-1';
      return 'token-1';
    });
    const { api } = client(fetch, { state, refresh });
    const result = await list(api);
    expect(result.response.status).toBe(401);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reports a refused refresh, so the session is cleared', async () => {
    const { state, fetch } = world();
    const { api, onRefreshFailed } = client(fetch, {
      state,
      refresh: async () => {
        throw new Error('invalid_grant');
      },
    });
    const result = await list(api);
    expect(result.response.status).toBe(401);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server, and its return', async () => {
    const { state, fetch } = world();
    state.sessionToken = 'token-1';
    const { api, onReachability } = client(fetch, { state });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(list(api)).rejects.toThrow('Failed to fetch');
    expect(onReachability).toHaveBeenLastCalledWith(false);
    await list(api);
    expect(onReachability).toHaveBeenLastCalledWith(true);
  });
});
