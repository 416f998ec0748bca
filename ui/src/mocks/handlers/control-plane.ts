import { z } from 'zod';

import { http, HttpResponse, problem, requestBody } from '../http';
import { applyScenario, scenarioCatalogue, scenarioNames } from '../scenarios';
import { offlineSession } from '../store';
import { WorldDocumentError } from '../edits';
import { exportWorld, importWorld } from '../world';

/** The offline console has one session; the server's `default` is the nearest name. */
const SESSION_ID = 'offline';

const sessionInfo = () => {
  const session = offlineSession();
  return {
    id: SESSION_ID,
    scenario: session.scenario,
    rules: session.rules,
    clock: { now: new Date().toISOString(), offsetSeconds: 0 },
    liveSessions: 1,
    maxSessions: 0,
    idleSeconds: 0,
  };
};

/**
 * The part of the mock server's control plane the console and Storybook use,
 * answered in the browser: the scenario catalogue and picker, and the world
 * document (Export and Import world of the "Offline (MSW)" badge).
 */
export const controlPlaneHandlers = [
  http.get('/__mock/scenarios', () => HttpResponse.json({ scenarios: scenarioCatalogue })),
  http.get('/__mock/session', () => HttpResponse.json(sessionInfo())),
  http.put('/__mock/scenario', async ({ request }) => {
    const body = await requestBody(request, z.object({ scenario: z.unknown() }));
    if (body instanceof Response) return body;
    const scenario = scenarioNames.find((name) => name === body.scenario);
    if (!scenario) {
      const message = `unknown scenario; use one of: ${scenarioNames.join(', ')}`;
      return problem(400, 'Bad Request', `scenario: ${message}`, { scenario: [message] });
    }
    applyScenario(scenario);
    return HttpResponse.json(sessionInfo());
  }),
  http.get('/__mock/world', async () =>
    HttpResponse.json(await exportWorld(), {
      headers: { 'Content-Disposition': `attachment; filename="world-${SESSION_ID}.json"` },
    }),
  ),
  http.put('/__mock/world', async ({ request }) => {
    // Its fields are checked as the server checks a world document (`readWorld`), each named.
    const document = await requestBody(request, z.unknown());
    if (document instanceof Response) return document;
    try {
      await importWorld(document, scenarioNames);
    } catch (error) {
      if (error instanceof WorldDocumentError) {
        return problem(400, 'Bad Request', error.message, {
          [error.field]: [error.message.slice(error.field.length + 2)],
        });
      }
      throw error;
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
