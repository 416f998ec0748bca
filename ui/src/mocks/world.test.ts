/**
 * The offline world reads and writes the mock server's world document
 * (`GET`/`PUT /__mock/world`): edit scripts as the server applies them, a
 * round trip through the document, refusals that name the field, and the
 * named scenarios applied by the session handler.
 */
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import type { components } from '@openapi/schema';

import { applyEdits, canonical } from './edits';
import { offlineHandlers } from './offline-handlers';
import { applyScenario, scenarioNames } from './scenarios';
import { offlineCollection, resetOfflineData } from './store';

type WorldEdit = components['schemas']['WorldEdit'];

const offline = offlineHandlers;
const admin = { Authorization: 'Bearer msw-access.admin', 'access-token': 'msw-access.admin' };

async function call(method: string, path: string, body?: unknown) {
  const response = await getResponse(
    offline,
    new Request(`${location.origin}${path}`, {
      method,
      headers: { ...admin, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  if (!response) throw new Error(`no handler answered ${method} ${path}`);
  return response;
}

async function json(method: string, path: string, body?: unknown) {
  const response = await call(method, path, body);
  expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

const nextYear = new Date().getUTCFullYear() + 1;
const notification = {
  title: 'Maintenance window',
  description: 'The platform is read-only on Sunday night.',
  startDateUtc: `${nextYear}-02-01T00:00:00Z`,
  endDateUtc: `${nextYear}-02-03T00:00:00Z`,
  targetAudience: 'All',
  action: 'routeExternally',
  externalUrl: 'https://www.brokerage.example/maintenance',
  notificationType: 'Both',
  color: 'Teal',
  icon: 'info',
};

/** What the offline session answers: the calls a test compares before and after a round trip. */
async function answers() {
  return Promise.all([
    json('GET', '/api/v2/Notification?pageSize=All'),
    json('GET', '/api/Account/roles/-1/-1'),
    json('GET', '/api/v1/Asset/search?searchTerm=A'),
    json('GET', '/__mock/session').then(({ clock: _clock, ...rest }) => rest),
  ]);
}

describe('edit scripts, as the mock server applies them', () => {
  const seed = [1, 2, 3, 4, 5];
  const roles = [1, 2, 3, 4];

  it('walks the seed with keep and drop, and puts inserts in place', () => {
    expect(applyEdits(seed, [{ keep: 1 }, { insert: [9] }, { keep: 2 }], 'n')).toEqual([1, 9, 2, 3, 4, 5]);
    expect(applyEdits(seed, [{ keep: 3 }, { drop: 1 }, { insert: [40] }, { keep: 1 }, { insert: [6] }], 'n')).toEqual([
      1, 2, 3, 40, 5, 6,
    ]);
    // Without the keep, both inserts close the script: they go after the unreached seed records.
    expect(applyEdits(seed, [{ keep: 3 }, { drop: 1 }, { insert: [40] }, { insert: [6] }], 'n')).toEqual([
      1, 2, 3, 5, 40, 6,
    ]);
    expect(applyEdits(seed, [{ drop: 5 }], 'n')).toEqual([]);
  });

  it('appends a closing insert after every seed record, whatever the seed length', () => {
    expect(applyEdits(seed, [{ insert: [6] }], 'n')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(applyEdits([1], [{ insert: [6] }], 'n')).toEqual([1, 6]);
    expect(applyEdits(seed, [{ keep: 3 }, { drop: 1 }, { insert: [6] }], 'n')).toEqual([1, 2, 3, 5, 6]);
  });

  it('refuses a step past the seed, or an unknown step, naming it', () => {
    expect(() => applyEdits(seed, [{ keep: 4 }, { drop: 2 }], 'numbers')).toThrow(
      /^collections\.numbers\[1\]: reaches past the seed world's 5 records/,
    );
    expect(() => applyEdits(seed, [{ skip: 1 } as unknown as WorldEdit], 'numbers')).toThrow(
      /^collections\.numbers\[0\]: an edit step is an object with exactly one of `keep`, `drop` or `insert`/,
    );
  });

  // The same documents and the same sentences as the server's test
  // (mock-server/tests/plain_words.rs, `the_offline_console_words_edit_scripts_alike`).
  it.each([
    [
      { keep: 1 },
      'collections.roles: an edit script is a list of steps, each {"keep": n}, {"drop": n} or {"insert": [records]}; got an object',
    ],
    [
      [{ skip: 1 }],
      'collections.roles[0]: an edit step is an object with exactly one of `keep`, `drop` or `insert`: {"keep": n}, {"drop": n} or {"insert": [records]}; got an object with "skip"',
    ],
    [
      [{ keep: -1 }],
      'collections.roles[0].keep: expected a whole number from 0 to 9223372036854775807 (how many seed records to keep); got the number -1',
    ],
    [
      [{ drop: 'two' }],
      'collections.roles[0].drop: expected a whole number from 0 to 9223372036854775807 (how many seed records to leave out); got the text "two"',
    ],
    [
      [{ insert: { id: 1 } }],
      'collections.roles[0].insert: expected a list of records, each as the API shows it; got an object',
    ],
    [
      [{ keep: 2 }, { drop: 9999 }],
      "collections.roles[1]: reaches past the seed world's 4 records: 2 were already walked and this step takes 9999 more (was the snapshot taken at another seed or scale?)",
    ],
  ])('words the roles script %j as the server does', (script, sentence) => {
    // The fixture world has 4 roles, as the server's seed world at the small scale.
    expect(() => applyEdits(roles, script as unknown as WorldEdit[], 'roles')).toThrow(sentence);
  });

  it('writes the shortest script, keeping an insert that must stay in place', () => {
    expect(canonical([{ keep: 5 }, { insert: [6] }])).toEqual([{ insert: [6] }]);
    expect(canonical([{ keep: 1 }, { insert: [9] }, { keep: 4 }])).toEqual([{ keep: 1 }, { insert: [9] }, { keep: 4 }]);
    expect(canonical([{ keep: 2 }, { drop: 1 }, { keep: 2 }])).toEqual([{ keep: 2 }, { drop: 1 }]);
    expect(canonical([{ keep: 3 }, { insert: [40] }, { keep: 2 }, { insert: [6] }])).toEqual([
      { keep: 3 },
      { insert: [40] },
      { keep: 2 },
      { insert: [6] },
    ]);
    expect(canonical([{ keep: 5 }])).toBeNull();
  });
});

describe('an offline collection as a world document', () => {
  beforeEach(() => resetOfflineData());

  it('writes its changes as the server would, and reads them back', async () => {
    const rows = offlineCollection(
      'rows',
      async () => [
        { id: 1, name: 'one' },
        { id: 2, name: 'two' },
        { id: 3, name: 'three' },
      ],
      (row) => row.id,
    );
    expect(await rows.edits()).toBeNull();
    rows.update(2, { id: 2, name: 'deux' });
    await rows.remove(3);
    rows.create({ id: 4, name: 'four' });
    rows.create({ id: 5, name: 'five' });
    const edits = await rows.edits();
    expect(edits).toEqual([
      { keep: 1 },
      { drop: 1 },
      { insert: [{ id: 2, name: 'deux' }] },
      { drop: 1 },
      {
        insert: [
          { id: 4, name: 'four' },
          { id: 5, name: 'five' },
        ],
      },
    ]);
    const before = await rows.all();
    rows.reset();
    rows.replaceChanges(rows.changesFor(await rows.seedRecords(), JSON.parse(JSON.stringify(edits)) as WorldEdit[]));
    expect(await rows.all()).toEqual(before);
    expect(await rows.edits()).toEqual(edits);
  });
});

describe('the offline world document', () => {
  beforeEach(() => resetOfflineData());

  it('exports what changed, and an import makes the same world again', async () => {
    const untouched = await json('GET', '/__mock/world');
    expect(untouched).toMatchObject({ version: 1, seed: 42, scale: 'small', scenario: 'default', collections: {} });

    expect((await call('POST', '/api/v2/Notification', notification)).status).toBe(201);
    const list = await json('GET', '/api/v2/Notification?pageSize=All');
    const first = (list.data as { notificationMasterId: number }[])[5]?.notificationMasterId;
    expect((await call('DELETE', `/api/v2/Notification/${first}`)).status).toBe(204);
    await json('POST', '/api/account/role', { Name: 'auditor', Description: 'Reads the books', Permissions: [] });
    const asset = ((await json('GET', '/api/v1/Asset/search?searchTerm=AAPL')) as unknown as { id: number }[])[0];
    await json('PUT', '/api/v1/Asset', { ...asset, isEnabled: false });
    const seen = await answers();

    const exported = await call('GET', '/__mock/world');
    expect(exported.headers.get('Content-Disposition')).toBe('attachment; filename="world-offline.json"');
    const document = (await exported.json()) as { collections: Record<string, unknown> };
    expect(Object.keys(document.collections).sort()).toEqual(['assets', 'notifications', 'roles']);
    const text = JSON.stringify(document);
    expect(text.length).toBeLessThan(4000);

    resetOfflineData();
    expect(await answers()).not.toEqual(seen);
    expect((await call('PUT', '/__mock/world', JSON.parse(text))).status).toBe(204);
    expect(await answers()).toEqual(seen);
    const again = await json('GET', '/__mock/world');
    expect({ ...again, now: null }).toEqual({ ...JSON.parse(text), now: null });
  });

  it('refuses another version, another seed or an edit that does not fit, naming it and changing nothing', async () => {
    await json('POST', '/api/account/role', { Name: 'auditor', Description: 'Reads the books', Permissions: [] });
    const document = await json('GET', '/__mock/world');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...document, version: 2 }, 'version', /version 1; this one is version 2/],
      [{ ...document, seed: 7 }, 'seed', /seed 42 at scale small; this document grew from seed 7.*PUT \/__mock\/world/],
      [{ ...document, scale: 'medium' }, 'scale', /load it into a mock server/],
      [{ ...document, scenario: 'sunny' }, 'scenario', /unknown scenario `sunny`/],
      [{ ...document, collections: { roles: [{ keep: 999 }] } }, 'collections.roles[0]', /reaches past/],
    ];
    for (const [body, field, words] of cases) {
      const answer = await call('PUT', '/__mock/world', body);
      expect(answer.status).toBe(400);
      const problem = (await answer.json()) as { detail: string; errors: Record<string, string[]> };
      expect(problem.detail).toMatch(words);
      expect(Object.keys(problem.errors)).toEqual([field]);
    }
    expect(await json('GET', '/__mock/world')).toMatchObject({ collections: document.collections });
  });

  it('opens a world the server wrote, leaving out what it does not keep offline', async () => {
    const fromServer = {
      version: 1,
      seed: 42,
      scale: '200',
      generatedAt: '2026-01-15T15:30:00Z',
      now: '2026-01-15T16:00:00Z',
      scenario: 'default',
      rules: [{ pathPattern: '/api/admin/trades', method: 'GET', status: 503, times: 1 }],
      collections: {
        notifications: [
          { insert: [{ ...notification, notificationMasterId: 9001, createdDate: '2026-01-15T15:45:00Z' }] },
        ],
        balances: [{ drop: 1 }],
      },
    };
    expect((await call('PUT', '/__mock/world', fromServer)).status).toBe(204);
    const list = await json('GET', '/api/v2/Notification?pageSize=All');
    expect((list.data as { notificationMasterId: number }[])[0]?.notificationMasterId).toBe(9001);
    expect((await call('GET', '/api/admin/trades')).status).toBe(503);
    expect((await call('GET', '/api/admin/trades')).status).toBe(200);
    expect(await json('GET', '/__mock/world')).toMatchObject({ generatedAt: '2026-01-15T15:30:00Z' });
  });
});

describe('the named scenarios offline', () => {
  beforeEach(() => resetOfflineData());

  it('knows every scenario the server catalogues', () => {
    expect(scenarioNames).toContain('notificationCreateFailed');
    expect(scenarioNames.slice(0, 6)).toEqual(['default', 'empty', 'errors', 'slow', 'loading', 'offline']);
  });

  it('fails one call precisely, and the rest of the screen keeps working', async () => {
    applyScenario('notificationCreateFailed');
    const failed = await call('POST', '/api/v2/Notification', notification);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('Content-Type')).toBe('application/problem+json');
    await json('GET', '/api/v2/Notification');
    await json('GET', '/api/v2/Notification/selectables');
  });

  it('answers the empty listings and the refused sign-in as the server does', async () => {
    applyScenario('noUsers');
    expect(await json('GET', '/api/admin/users')).toEqual({ data: [], totalMatch: 0, total: 0 });
    expect(((await json('GET', '/api/admin/trading-accounts')).data as unknown[]).length).toBeGreaterThan(0);

    applyScenario('empty');
    expect((await json('GET', '/api/admin/trading-accounts')).data).toEqual([]);

    applyScenario('signInRefused');
    const me = await json('GET', '/api/account/users/me/admin?version=0.1.90&SecurityKey=x');
    expect(me.Claims).not.toContain('pageAccess');
    expect(me.Claims).toContain('users.view');

    await json('PUT', '/__mock/scenario', { scenario: 'default' });
    expect((await json('GET', '/api/account/users/me/admin?version=0.1.90&SecurityKey=x')).Claims).toContain(
      'pageAccess',
    );
  });
});
