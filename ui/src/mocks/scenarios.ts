import catalogueFixture from '@fixtures/scenarios.json';
import { delay, getResponse, type RequestHandler } from 'msw';

import type { components } from '@openapi/schema';

import { HttpResponse, problem } from './http';
import { everyRequest, routed } from './router';
import { offlineSession, resetOfflineData, setOfflineSession } from './store';

type Scenario = components['schemas']['Scenario'];
type ScenarioInfo = components['schemas']['ScenarioInfo'];
type FaultRule = components['schemas']['FaultRule'];

/**
 * The named scenarios, as the mock server catalogues them (`GET /__mock/scenarios`,
 * generated into `fixtures/scenarios.json`): name, description, route, the
 * text it shows, the steps that show it, and its fault rules.
 */
export const scenarioCatalogue = catalogueFixture as ScenarioInfo[];
export const scenarioNames: readonly Scenario[] = scenarioCatalogue.map((entry) => entry.name);

/**
 * What a scenario changes besides its rules (the server changes its records:
 * `empty` and `signInRefused`); `handlers/index.ts` registers them, since
 * the handlers are built there.
 */
const overrides = new Map<Scenario, RequestHandler>();

export function registerScenarioHandlers(scenario: Scenario, handlers: readonly RequestHandler[]) {
  overrides.set(scenario, routed(handlers));
}

/**
 * Switches the offline session to a scenario, as `PUT /__mock/scenario` does
 * on the server: back to the seed world, then the scenario's rules.
 */
export function applyScenario(scenario: Scenario) {
  const entry = scenarioCatalogue.find((candidate) => candidate.name === scenario);
  if (!entry) throw new Error(`There is no scenario ${scenario}.`);
  resetOfflineData();
  setOfflineSession({ scenario, rules: structuredClone(entry.rules) });
}

/** `*` matches any run of characters; everything else matches itself (as the server's rules). */
export function globMatches(pattern: string, text: string): boolean {
  const parts = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`).test(text);
}

/** The titles of the statuses a rule most often answers, as the server's problem documents carry them. */
const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The requests the server's fault layer sees: the API, the token call and the version file. */
const ruled = (path: string) => path.startsWith('/api/') || path.startsWith('/connect/') || path === '/meta.json';

/** The first rule matching a request, counting down its `times` as the server does. */
function takeRule(method: string, path: string): FaultRule | undefined {
  const session = offlineSession();
  const index = session.rules.findIndex(
    (rule) => (!rule.method || rule.method.toUpperCase() === method) && globMatches(rule.pathPattern, path),
  );
  const rule = session.rules[index];
  if (!rule) return undefined;
  if (rule.times != null) {
    const rules = [...session.rules];
    if (rule.times <= 1) rules.splice(index, 1);
    else rules[index] = { ...rule, times: rule.times - 1 };
    setOfflineSession({ ...session, rules });
  }
  return rule;
}

/**
 * Applies the offline session before any other handler, as the server's fault
 * layer: the first matching rule's delay, then its dropped connection, its
 * body, or its error status as a problem document; then the scenario's own
 * handlers. Anything else falls through to the regular handlers.
 */
export const sessionHandler = everyRequest('the offline session', async ({ request }) => {
  const url = new URL(request.url);
  if (url.origin !== location.origin || !ruled(url.pathname)) return undefined;
  const rule = takeRule(request.method, url.pathname);
  if (rule?.delayMs) {
    const low = rule.delayMs;
    const high = Math.max(low, rule.delayMaxMs ?? low);
    await delay(low + Math.random() * (high - low));
  }
  if (rule?.drop) return HttpResponse.error();
  if (rule?.body !== undefined && rule.body !== null) {
    return HttpResponse.json(rule.body as object, { status: rule.status ?? 200 });
  }
  if (rule?.status) {
    const detail = `This failure (status ${rule.status}) was injected by the mock control plane.`;
    return problem(rule.status, reasons[rule.status] ?? 'Error', detail);
  }
  const own = overrides.get(offlineSession().scenario);
  if (own) {
    const answer = await getResponse([own], request.clone());
    if (answer) return answer;
  }
  return undefined;
});
