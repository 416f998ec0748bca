/**
 * Every MSW handler answers as the OpenAPI document says the mock server
 * does: its path and method exist, each status it answers is documented for
 * the operation, and each JSON body validates against the documented schema.
 * A handler that drifts from the server (a renamed field, a status the server
 * never gives) fails here, so Storybook and the offline console cannot tell
 * a different story from the server's.
 *
 * Every handler of every scenario is called: signed in as admin (its answer
 * with data), without a token (401), as a demo account without the claim
 * (403) and with a bad page number (400). A handler that takes a body needs a
 * sample in `bodies` below; the test names the missing one.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { getResponse, type RequestHandler } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';

import document from '@openapi/openapi.json';

import { db } from './db';
import * as groups from './handlers';
import { resetOfflineData } from './store';

interface Operation {
  operationId?: string;
  'x-required-claim'?: string | null;
  parameters?: { in: string; name: string; example?: unknown }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const paths = document.paths as unknown as Record<string, Record<string, Operation>>;

/** Bodies for the handlers that take one, by `METHOD /openapi/path`. */
const json = (body: object) => ({ type: 'application/json', body: JSON.stringify(body) });
/** A notification the server takes: a year ahead, so its dates are never past. */
const nextYear = new Date().getUTCFullYear() + 1;
const notification = {
  title: 'Markets closed',
  description: 'US markets are closed on Thursday.',
  startDateUtc: `${nextYear}-02-01T00:00:00Z`,
  endDateUtc: `${nextYear}-02-03T00:00:00Z`,
  targetAudience: 'All',
  action: 'routeExternally',
  externalUrl: 'https://www.brokerage.example/holidays',
  notificationType: 'Both',
  color: 'Teal',
  icon: 'info',
};

const bodies: Record<string, { type: string; body: string }> = {
  'POST /connect/token': {
    type: 'application/x-www-form-urlencoded',
    body: 'grant_type=password&username=admin&password=password&client_id=brokerage.mobile&scope=openid',
  },
  'POST /api/admin/bank-accounts/{bankAccountId}/manual-override': {
    type: 'application/json',
    body: JSON.stringify({ manualOverride: 'P' }),
  },
  'POST /api/admin/users/{userId}/restrictions': {
    type: 'application/json',
    body: JSON.stringify({ permission: 3, reason: 'Returned ACH deposit' }),
  },
  'POST /api/admin/operations/restore-requests': {
    type: 'application/json',
    body: JSON.stringify({ UserId: 10001, PointInTime: '2025-01-14T09:00:00Z', Reason: 'Deleted by mistake' }),
  },
  // The create flows (issue 13, item 5).
  'POST /api/admin/users': json({ FirstName: 'Grace', LastName: 'Kelly', Email: 'grace.kelly@mail.example' }),
  'POST /api/admin/users/resend-confirmation': json({ Email: 'user10011@mail.example' }),
  'POST /api/admin/trading-accounts': json({ UserId: 10000, AccountType: 6 }),
  'POST /api/admin/transfers': json({
    TradingAccountId: 100000,
    Type: 'FromBroker',
    Kind: 'INVEST',
    Amount: 250.5,
    Date: new Date().toISOString().slice(0, 10),
  }),
  'POST /api/admin/bank-accounts/{bankAccountId}/review': json({ reviewState: 'Passed' }),
  // Administration (issue 14).
  'POST /api/account/role': json({
    Name: 'support',
    Description: 'Answers customers',
    Permissions: [{ Value: 'pageAccess' }],
  }),
  'POST /api/account/role/{roleName}': json({
    Name: 'operations analyst',
    Description: 'Reads the operation logs',
    Permissions: [{ Value: 'pageAccess' }, { Value: 'operation.viewList' }],
  }),
  'POST /api/account/user/role/{userId}': json({ Roles: ['operations analyst'] }),
  'POST /api/v2/Notification': json(notification),
  'PUT /api/v2/Notification/{id}': json(notification),
  'PUT /api/v1/Asset': json({
    id: 1,
    symbol: 'AAPL',
    name: 'Apple Inc.',
    cusiP_NUMBER: '037833100',
    type: 'Stock',
    isFractionable: true,
    isEnabled: true,
    isBlacklist: false,
    isWhitelist: true,
    IsSmartfolioDisabled: false,
  }),
  'PUT /api/admin/smartfolios/{smartfolioId}': json({
    title: 'Core Growth',
    description: 'A rules-based portfolio benchmarked to SPY.',
    marketingName: 'Core Growth Smartfolio',
    symbol: 'SPY',
    active: true,
    isCoreStrategy: true,
    minimumInvested: 500,
    aggressiveness: 6,
    membershipTypeId: 1,
    performDownload: true,
    category: 'Core',
    imageUrl: '/images/smartfolios/1/card.svg',
    bannerImageUrl: '/images/smartfolios/1/banner.svg',
  }),
  // The control plane the console and Storybook use offline (issue 28): a scenario, and a world
  // document that changes nothing (the fixtures as of now, no rules).
  'PUT /__mock/scenario': json({ scenario: 'default' }),
  'PUT /__mock/world': json({
    version: 1,
    seed: 42,
    scale: 'small',
    generatedAt: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
    now: new Date().toISOString(),
    scenario: 'default',
    rules: [],
    collections: {},
  }),
  'POST /api/admin/smartfolios/overrides': json({ smartfolioId: 3, symbol: 'NVDA', weight: 0.05, reason: 'Earnings' }),
  'PUT /api/admin/smartfolios/overrides/{overrideId}': json({
    smartfolioId: 3,
    symbol: 'NVDA',
    weight: 0.05,
    reason: 'Earnings',
  }),
};

const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
addFormats(ajv);
ajv.addSchema(document as object, 'openapi');

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Every handler of every scenario the handlers module exports, once each. */
function everyHandler(): { scenario: string; handler: RequestHandler }[] {
  const seen = new Set<RequestHandler>();
  const found: { scenario: string; handler: RequestHandler }[] = [];
  const add = (scenario: string, list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const handler of list as RequestHandler[]) {
      if (seen.has(handler) || !('info' in handler)) continue;
      seen.add(handler);
      found.push({ scenario, handler });
    }
  };
  for (const [name, value] of Object.entries(groups)) {
    if (Array.isArray(value)) add(name, value);
    else if (value && typeof value === 'object') {
      for (const [scenario, list] of Object.entries(value)) add(`${name}.${scenario}`, list);
    }
  }
  return found;
}

/** The OpenAPI path of an MSW path (`:id` back to `{id}`). */
const openapiPath = (mswPath: string) => mswPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function urlOf(path: string, operation: Operation, query = '') {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    if (parameter?.example === undefined) throw new Error(`${path}: the document gives no example for {${name}}`);
    return encodeURIComponent(String(parameter.example));
  });
  return `${location.origin}${filled}${query}`;
}

async function call(handler: RequestHandler, request: Request) {
  // A loading scenario never answers: give it a moment, then leave it.
  return Promise.race([
    getResponse([handler], request),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 200)),
  ]);
}

/** The problems with one answer, measured against the operation's documented responses. */
async function problemsOf(response: Response, operation: Operation, path: string, method: string, scenario = '') {
  const status = String(response.status);
  // A server failure, or a server too old to have the path (the `missing` scenario): a problem document.
  if (response.status >= 500 || (response.status === 404 && scenario.endsWith('.missing'))) return problemOf(response);
  const documented = operation.responses[status] ?? operation.responses.default;
  if (!documented) return [`answers ${status}, which ${method} ${path} does not document`];
  const type = response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? '';
  if (!documented.content || !type.includes('json')) return [];
  const key = type in documented.content ? type : Object.keys(documented.content).find((k) => k.includes('json'));
  if (!key) return [`answers ${status} as ${type}, documented as ${Object.keys(documented.content).join(', ')}`];
  if (key !== type) return [`answers ${status} as ${type}, documented as ${key}`];
  const validate = ajv.getSchema(
    `openapi#/${pointer('paths', path, method.toLowerCase(), 'responses', documented === operation.responses[status] ? status : 'default', 'content', key, 'schema')}`,
  );
  if (!validate) return [`no schema for ${status} ${key}`];
  const body: unknown = await response.json();
  if (validate(body)) return [];
  return (validate.errors ?? []).slice(0, 5).map((error) => `${status} body${error.instancePath} ${error.message}`);
}

/**
 * A server failure (the `errors` scenario, as the server's): no operation
 * documents one, but it must still be a problem document.
 */
async function problemOf(response: Response) {
  const type = response.headers.get('Content-Type')?.split(';')[0]?.trim();
  if (type !== 'application/problem+json') return [`answers ${response.status} as ${type}, not a problem document`];
  const validate = ajv.getSchema(`openapi#/${pointer('components', 'schemas', 'Problem')}`);
  const body: unknown = await response.json();
  return validate?.(body)
    ? []
    : (validate?.errors ?? []).map((e) => `${response.status} body${e.instancePath} ${e.message}`);
}

/** A demo account without the claim, to provoke the 403. */
const withoutClaim = (claim: string) =>
  Object.keys(db.signedInUsers).find((name) => {
    const claims: readonly string[] = db.signedInUsers[name]?.Claims ?? [];
    return claims.includes('pageAccess') && !claims.includes(claim);
  });

describe('every MSW handler answers as the OpenAPI document says', () => {
  beforeAll(() => resetOfflineData());
  const handlers = everyHandler();

  it('finds the handlers (a failure here means the discovery broke, not a handler)', () => {
    expect(handlers.length).toBeGreaterThan(40);
  });

  it('rejects a body that drifted from the schema, and a status the operation does not document', async () => {
    const operation = paths['/api/admin/transfers']?.get as Operation;
    const drifted = Response.json({ data: [{ TransferId: 'one' }], totalMatch: 1 });
    const problems = await problemsOf(drifted, operation, '/api/admin/transfers', 'GET');
    expect(problems.join('\n')).toMatch(/TransferId must be integer|must have required property/);
    const teapot = new Response(null, { status: 418 });
    expect(await problemsOf(teapot, operation, '/api/admin/transfers', 'GET')).toEqual([
      'answers 418, which GET /api/admin/transfers does not document',
    ]);
  });

  for (const { scenario, handler } of handlers) {
    const info = handler.info as unknown as { method: string | RegExp; path: string | RegExp };
    const method = String(info.method).toUpperCase();
    const path = openapiPath(String(info.path));
    it(`${scenario}: ${method} ${path}`, async () => {
      const operation = paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path} is not an operation of the OpenAPI document`).toBeDefined();
      if (!operation) return;
      const sample = bodies[`${method} ${path}`];
      if (['POST', 'PUT', 'PATCH'].includes(method) && !sample) {
        throw new Error(`Add a sample body for ${method} ${path} to \`bodies\` in ui/src/mocks/contract.test.ts`);
      }
      const request = (token: string | null, query = '') =>
        new Request(urlOf(path, operation, query), {
          method,
          headers: {
            ...(token ? { Authorization: `Bearer ${token}`, 'access-token': token } : {}),
            ...(sample ? { 'Content-Type': sample.type } : {}),
          },
          body: sample?.body,
        });
      const problems: string[] = [];
      const check = async (label: string, answer: Response | undefined) => {
        if (answer) {
          const found = await problemsOf(answer, operation, path, method, scenario);
          problems.push(...found.map((p) => `${label}: ${p}`));
        }
      };
      await check('as admin', await call(handler, request('msw-access.admin')));
      const claim = operation['x-required-claim'];
      if (claim) {
        await check('without a token', await call(handler, request(null)));
        const limited = withoutClaim(claim);
        if (limited) await check(`as ${limited}`, await call(handler, request(`msw-access.${limited}`)));
      }
      if (operation.parameters?.some((p) => p.in === 'query' && p.name === 'page')) {
        await check('with page=0', await call(handler, request('msw-access.admin', '?page=0')));
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('a user created offline', () => {
  beforeAll(() => resetOfflineData());

  it('opens in User Details, with the profile tabs of a new customer', async () => {
    // What the offline console runs: every group's default scenario.
    const all = Object.values(groups.handlers).flat() as RequestHandler[];
    const admin = { Authorization: 'Bearer msw-access.admin', 'Content-Type': 'application/json' };
    const created = await getResponse(
      all,
      new Request(`${location.origin}/api/admin/users`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ FirstName: 'Mary', LastName: 'Jackson', Email: 'mary.jackson@mail.example' }),
      }),
    );
    expect(created?.status).toBe(201);
    const { UserId } = (await created?.json()) as { UserId: number };
    const path = '/api/admin/users/{userId}';
    const details = await getResponse(
      all,
      new Request(`${location.origin}/api/admin/users/${UserId}`, { headers: admin }),
    );
    if (!details) throw new Error('no handler answered GET /api/admin/users/{userId}');
    expect(details.status).toBe(200);
    const operation = paths[path]?.get as Operation;
    expect(await problemsOf(details.clone(), operation, path, 'GET')).toEqual([]);
    const body = (await details.json()) as { user: { Email: string }; profile: { auditTrail: unknown[] } };
    expect(body.user.Email).toBe('mary.jackson@mail.example');
    expect(body.profile.auditTrail).toEqual([]);
  });
});

/** The sample with its first field sent as the wrong JSON type (a number for a text, a text for the rest). */
function wronglyTyped(sample: string): { field: string; body: string } {
  const value = JSON.parse(sample) as Record<string, unknown>;
  const [field, current] = Object.entries(value)[0] ?? ['', undefined];
  return { field, body: JSON.stringify({ ...value, [field]: typeof current === 'string' ? 123 : 'x' }) };
}

describe('a body the server would refuse gets its 400 problem, not a failure', () => {
  beforeAll(() => resetOfflineData());
  // What the offline console runs: every group's default scenario, and the control plane.
  const all = Object.values(groups.handlers).flat() as RequestHandler[];
  const takingJson = everyHandler().filter(({ scenario, handler }) => {
    const info = handler.info as unknown as { method: string; path: string };
    const sample = bodies[`${String(info.method).toUpperCase()} ${openapiPath(String(info.path))}`];
    return all.includes(handler) && sample?.type === 'application/json' && !scenario.endsWith('.errors');
  });

  it('finds the handlers that read a JSON body', () => {
    expect(takingJson.length).toBeGreaterThanOrEqual(19);
  });

  for (const { handler } of takingJson) {
    const info = handler.info as unknown as { method: string; path: string };
    const method = String(info.method).toUpperCase();
    const path = openapiPath(String(info.path));
    const sample = bodies[`${method} ${path}`]?.body ?? '{}';
    const send = (body: string) => {
      const operation = paths[path]?.[method.toLowerCase()] as Operation;
      const request = new Request(urlOf(path, operation), {
        method,
        headers: { Authorization: 'Bearer msw-access.admin', 'Content-Type': 'application/json' },
        body,
      });
      return getResponse(all, request);
    };
    const problemOfAnswer = async (answer: Response | undefined) => {
      expect(answer?.status).toBe(400);
      expect(answer?.headers.get('Content-Type')).toBe('application/problem+json');
      return (await answer?.json()) as { detail: string; error: string; errors?: Record<string, string[]> };
    };

    it(`${method} ${path}: a body that is not JSON`, async () => {
      // The server: "The body is not JSON: it breaks off or goes wrong at line 1, column 11."
      const problem = await problemOfAnswer(await send('{"broken":'));
      expect(problem.detail).toMatch(/^The body is not JSON/);
      expect(problem.error).toBe(problem.detail);
    });

    it(`${method} ${path}: a field of the wrong type`, async () => {
      // The server: `field: expected <what the document takes>; got <what was sent>`, the field named in `errors`.
      const { field, body } = wronglyTyped(sample);
      const problem = await problemOfAnswer(await send(body));
      expect(problem.detail.startsWith(`${field}: `), problem.detail).toBe(true);
      expect(problem.errors?.[field]?.length, JSON.stringify(problem.errors)).toBeGreaterThan(0);
    });
  }
});
