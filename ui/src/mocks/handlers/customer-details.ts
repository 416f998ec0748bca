import { accountPermissionLabels, accountPermissionValues } from '@openapi/enums';
import type { components } from '@openapi/schema';
import { z } from 'zod';

import { fromFixtures } from '../clock';
import { fixture } from '../fixtures';
import { delay, http, HttpResponse, problem, requestBody } from '../http';
import { pageOf, readListing } from '../listing';
import { offlineCollection } from '../store';
import { expiredToken, isExpired, userOf } from './auth';
import { tradingAccountsStore, usersStore } from './create';
import { oneOf } from './listing-factory';

type Schemas = components['schemas'];
type Claim = Schemas['Claim'];

const db = {
  // The fixtures' users and accounts and those created in this browser (create.ts).
  customers: () => usersStore.all(),
  profiles: fromFixtures(fixture<Schemas['CustomerProfile'][]>('customerProfiles')),
  accounts: () => tradingAccountsStore.all(),
  balances: fromFixtures(fixture<Schemas['Balance'][]>('balances')),
  bankAccounts: fromFixtures(fixture<Schemas['BankAccount'][]>('bankAccounts')),
  history: fromFixtures(fixture<Schemas['AccountHistoryEntry'][]>('accountHistory')),
  positions: fromFixtures(fixture<Schemas['Position'][]>('positions')),
  smartfolios: fromFixtures(fixture<Schemas['SmartfolioPosition'][]>('smartfolioPositions')),
  affiliations: fromFixtures(fixture<Schemas['Affiliation'][]>('affiliations')),
};
/** The restrictions: the fixtures' with those added and lifted here (kept across reloads offline). */
export const restrictionsStore = offlineCollection(
  'selectiveRestrictions',
  fixture<Schemas['SelectiveRestriction'][]>('selectiveRestrictions'),
  (row) => row.restrictionId,
);

const restrictionPayload: z.ZodType<Schemas['SelectiveRestrictionPayload']> = z.object({
  permission: z.literal(accountPermissionValues),
  reason: z.string(),
});

/** The server's 401 and 403, then the answer. */
function guarded(request: Request, claim: Claim, answer: () => Response | Promise<Response>) {
  if (isExpired(request)) return expiredToken();
  const user = userOf(request);
  if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
  if (!user.Claims.includes(claim)) return problem(403, 'Forbidden', `This operation requires the claim ${claim}.`);
  return answer();
}

const badId = (name: string, text: string) =>
  problem(400, 'Bad Request', `${name}: \`${text}\` is not an id`, { [name]: ['not an id'] });

/** A paged, sorted answer of one record's rows, with the server's 400s. */
function paged<T, C extends string>(
  request: Request,
  rows: readonly T[],
  columns: readonly C[],
  sort: [C, 'asc' | 'desc'],
  value: (row: T, column: C) => string | number,
  matches: (row: T, query: URLSearchParams) => boolean = () => true,
) {
  const query = new URL(request.url).searchParams;
  const listing = readListing(query, columns, sort);
  if (!listing.ok) {
    return problem(400, 'Bad Request', `${listing.field}: ${listing.message}`, { [listing.field]: [listing.message] });
  }
  const found = rows.filter((row) => matches(row, query));
  return HttpResponse.json({
    data: pageOf(found, listing.params, value),
    totalMatch: found.length,
    total: rows.length,
  } as never);
}

/**
 * A user's profile tabs. A user created in this browser has none in the fixtures (the server
 * generates one for any user): it gets the first fixture profile's address, employment and
 * financial bands, and no history, documents or trusted contact yet, as a new customer would.
 */
async function profileOf(userId: number): Promise<Schemas['CustomerProfile'] | undefined> {
  const profiles = await db.profiles();
  const found = profiles.find((profile) => profile.userId === userId);
  if (found) return found;
  const template = profiles[0];
  if (!template || !(await db.customers()).some((customer) => customer.UserId === userId)) return undefined;
  return {
    ...template,
    userId,
    trustedContact: null,
    identityDocuments: [],
    identityAuditTrail: [],
    auditTrail: [],
    onboardingDocuments: [],
    brokerDocuments: [],
  };
}

/** The user-details and account-details calls, over one source of records. */
function detailHandlers(empty: boolean) {
  const rowsOf = <T>(rows: readonly T[]) => (empty ? [] : rows);
  const withUser = (request: Request, userIdText: string, answer: (userId: number) => Response | Promise<Response>) =>
    guarded(request, 'users.view', async () => {
      if (!/^\d+$/.test(userIdText)) return badId('userId', userIdText);
      const userId = Number(userIdText);
      const known = (await db.customers()).some((customer) => customer.UserId === userId);
      if (!known || !(await profileOf(userId))) {
        return problem(404, 'Not Found', `There is no user ${userId}.`);
      }
      return answer(userId);
    });
  const withAccount = (
    request: Request,
    idText: string,
    answer: (account: Schemas['TradingAccount']) => Response | Promise<Response>,
  ) =>
    guarded(request, 'tradingAccount.viewDetails', async () => {
      if (!/^\d+$/.test(idText)) return badId('tradingAccountId', idText);
      const account = (await db.accounts()).find((row) => row.TradingAccountId === Number(idText));
      if (!account) return problem(404, 'Not Found', `There is no trading account ${idText}.`);
      return answer(account);
    });
  const auditColumns = ['Created', 'ActivityCode'] as const;
  const auditValue = (row: Schemas['AuditEntry'], column: (typeof auditColumns)[number]) =>
    column === 'Created' ? row.created : row.activityCode;
  const byCode = (row: Schemas['AuditEntry'], query: URLSearchParams) => oneOf(query, 'activityCode', row.activityCode);

  return [
    http.get('/api/admin/users/{userId}', ({ request, params }) =>
      withUser(request, String(params.userId), async (userId) => {
        const user = (await db.customers()).find((customer) => customer.UserId === userId);
        const profile = await profileOf(userId);
        const accounts = (await db.accounts()).filter((account) => account.UserId === userId);
        const ids = accounts.map((account) => account.TradingAccountId);
        const emptied = profile && empty ? { ...profile, trustedContact: null } : profile;
        return HttpResponse.json({
          user,
          profile: emptied,
          tradingAccounts: rowsOf(accounts),
          smartfolioPositions: rowsOf((await db.smartfolios()).filter((row) => ids.includes(row.tradingAccountId))),
        } as never);
      }),
    ),
    http.get('/api/admin/users/{userId}/audit-trail', ({ request, params }) =>
      withUser(request, String(params.userId), async (userId) =>
        paged(
          request,
          rowsOf((await profileOf(userId))?.auditTrail ?? []),
          auditColumns,
          ['Created', 'desc'],
          auditValue,
          byCode,
        ),
      ),
    ),
    http.get('/api/admin/users/{userId}/identity-audit-trail', ({ request, params }) =>
      withUser(request, String(params.userId), async (userId) =>
        paged(
          request,
          rowsOf((await profileOf(userId))?.identityAuditTrail ?? []),
          auditColumns,
          ['Created', 'desc'],
          auditValue,
          byCode,
        ),
      ),
    ),
    http.get('/api/admin/users/{userId}/identity-documents', ({ request, params }) =>
      withUser(request, String(params.userId), async (userId) =>
        paged(
          request,
          rowsOf((await profileOf(userId))?.identityDocuments ?? []),
          ['StartDate'],
          ['StartDate', 'desc'],
          (row) => row.StartDate,
        ),
      ),
    ),
    http.get('/api/admin/users/{userId}/onboarding-documents', ({ request, params }) =>
      withUser(request, String(params.userId), async (userId) =>
        paged(
          request,
          rowsOf((await profileOf(userId))?.onboardingDocuments ?? []),
          ['date', 'Created'],
          ['date', 'desc'],
          (row) => row.created,
          (row, query) =>
            oneOf(query, 'visible', String(row.visible)) && oneOf(query, 'available', String(row.available)),
        ),
      ),
    ),
    http.get('/api/admin/users/{userId}/broker-documents', ({ request, params }) =>
      withUser(request, String(params.userId), async (userId) =>
        paged(
          request,
          rowsOf((await profileOf(userId))?.brokerDocuments ?? []),
          ['date', 'Created'],
          ['date', 'desc'],
          (row) => row.date,
          // Every broker document is visible to the customer, so `visible=false` matches none (as the server).
          (row, query) =>
            oneOf(query, 'visible', 'true') &&
            oneOf(query, 'available', String(row.available)) &&
            oneOf(query, 'category', row.category),
        ),
      ),
    ),
    http.get('/api/admin/users/{userId}/affiliations', ({ request, params }) =>
      withUser(request, String(params.userId), async (userId) =>
        HttpResponse.json(rowsOf((await db.affiliations()).filter((row) => row.UserId === userId))),
      ),
    ),
    http.get('/api/admin/users/{userId}/roles', ({ request, params }) =>
      withUser(request, String(params.userId), () =>
        HttpResponse.json({ status: 200, Message: 'Success', data: [], totalCount: 0 }),
      ),
    ),
    http.get('/api/admin/users/{userId}/restrictions', ({ request, params }) =>
      withUser(request, String(params.userId), async (userId) =>
        HttpResponse.json(rowsOf((await restrictionsStore.all()).filter((row) => row.userId === userId))),
      ),
    ),
    http.post('/api/admin/users/{userId}/restrictions', async ({ request, params }) => {
      return guarded(request, 'users.manage', async () => {
        const body = await requestBody(request, restrictionPayload);
        if (body instanceof Response) return body;
        const userId = Number(params.userId);
        if (!(await db.customers()).some((customer) => customer.UserId === userId)) {
          return problem(404, 'Not Found', `There is no user ${String(params.userId)}.`);
        }
        // As the server refuses: the reason's message on its field, a permission restricted twice a conflict.
        const reason = body.reason.trim();
        const tooLong = reason.length > 200 ? 'At most 200 characters.' : null;
        const refusal = reason ? tooLong : 'This field is required.';
        if (refusal) return problem(400, 'Bad Request', `reason: ${refusal}`, { reason: [refusal] });
        if (
          (await restrictionsStore.all()).some((row) => row.userId === userId && row.permission === body.permission)
        ) {
          const permission = accountPermissionLabels[body.permission];
          return problem(409, 'Conflict', `${permission} is already restricted for user ${userId}.`);
        }
        const row: Schemas['SelectiveRestriction'] = {
          restrictionId: Date.now(),
          userId,
          permission: body.permission,
          reason,
          createdBy: userOf(request)?.UserName ?? 'admin',
          created: new Date().toISOString(),
        };
        restrictionsStore.create(row);
        return HttpResponse.json(row, { status: 201 } as never);
      });
    }),
    http.delete('/api/admin/users/{userId}/restrictions/{restrictionId}', ({ request, params }) =>
      guarded(request, 'users.manage', async () => {
        if (!(await restrictionsStore.remove(Number(params.restrictionId)))) {
          return problem(404, 'Not Found', `There is no restriction ${String(params.restrictionId)}.`);
        }
        return new HttpResponse(null, { status: 204 }) as never;
      }),
    ),
    http.get('/api/admin/trading-accounts/{tradingAccountId}', ({ request, params }) =>
      withAccount(request, String(params.tradingAccountId), async (account) =>
        HttpResponse.json({
          account,
          balance: empty
            ? null
            : ((await db.balances()).find((row) => row.TradingAccountId === account.TradingAccountId) ?? null),
          bankAccounts: rowsOf(
            (await db.bankAccounts()).filter((row) => row.TradingAccountId === account.TradingAccountId),
          ),
        } as never),
      ),
    ),
    http.get('/api/admin/trading-accounts/{tradingAccountId}/history', ({ request, params }) =>
      withAccount(request, String(params.tradingAccountId), async (account) =>
        paged(
          request,
          rowsOf((await db.history()).filter((row) => row.TradingAccountId === account.TradingAccountId)),
          ['Created'],
          ['Created', 'desc'],
          (row) => row.Created,
          (row, query) => oneOf(query, 'kind', row.Kind),
        ),
      ),
    ),
    http.get('/api/admin/trading-accounts/{tradingAccountId}/positions', ({ request, params }) =>
      withAccount(request, String(params.tradingAccountId), async (account) =>
        paged(
          request,
          rowsOf((await db.positions()).filter((row) => row.TradingAccountId === account.TradingAccountId)),
          ['Opened', 'Symbol', 'MarketValue'],
          ['Opened', 'desc'],
          (row, column) => row[column],
          (row, query) => oneOf(query, 'state', row.State),
        ),
      ),
    ),
  ];
}

const paths = ['/api/admin/users/{userId}', '/api/admin/trading-accounts/{tradingAccountId}'] as const;

/** User Details and Account Details per scenario: the same names as the mock server's scenarios. */
export const customerDetailsHandlers = {
  default: detailHandlers(false),
  empty: detailHandlers(true),
  errors: [
    ...paths.map((path) =>
      http.get(
        path,
        () => problem(500, 'Internal Server Error', 'The server could not complete the request.') as never,
      ),
    ),
  ],
  forbidden: [
    ...paths.map((path) =>
      http.get(path, () => problem(403, 'Forbidden', 'This operation requires the claim users.view.') as never),
    ),
  ],
  loading: [
    ...paths.map((path) =>
      http.get(path, async () => {
        await delay('infinite');
        return HttpResponse.json({} as never);
      }),
    ),
  ],
};
