import { expect, test } from '@playwright/test';

/**
 * Runs last with E2E_PROXY=1 (`make e2e-proxy`), after every journey has reached the mock servers
 * through the validating proxy: each proxy must have seen no departure from the contract.
 */
const port = Number(process.env.E2E_PORT ?? 4180);
const proxies = [
  ['the journeys', port],
  ['the short-token journey', port + 1],
] as const;

for (const [journeys, proxyPort] of proxies) {
  test(`the validating proxy saw no departure from the contract in ${journeys}`, async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${proxyPort}/__proxy/violations`);
    expect(response.ok()).toBe(true);
    const violations: unknown[] = await response.json();
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });
}
