import { bankReviewStateValues, manualOverrideCodeValues } from '@openapi/enums';
import type { components } from '@openapi/schema';

import { fromFixtures } from '../clock';
import { z } from 'zod';

import { fixture } from '../fixtures';
import { db } from '../db';
import { delay, http, HttpResponse, problem, requestBody } from '../http';
import { offlineCollection } from '../store';
import { expiredToken, isExpired, userOf } from './auth';

type Schemas = components['schemas'];
type Claim = Schemas['SignedInUser']['Claims'][number];

const allTransfers = fromFixtures(fixture<Schemas['Transfer'][]>('transfers'));
const allTrades = fromFixtures(fixture<Schemas['Trade'][]>('trades'));

/** The fixtures' bank accounts with the reviewer's overrides made here; the listing reads them too. */
export const bankAccountsStore = offlineCollection(
  'bankAccounts',
  fromFixtures(fixture<Schemas['BankAccount'][]>('bankAccounts')),
  (account) => account.BankAccountId,
);

const tradingAccountOf = async (id: number) =>
  (await db.tradingAccounts()).find((account) => account.TradingAccountId === id);

/** The server's checks before a record route answers: token, claim, a numeric id. */
function guard(request: Request, claim: Claim, raw: unknown): Response | number {
  if (isExpired(request)) return expiredToken();
  const user = userOf(request);
  if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
  if (!user.Claims.includes(claim)) return problem(403, 'Forbidden', `This operation requires the claim ${claim}.`);
  const id = Number(raw);
  if (!/^\d+$/.test(String(raw))) {
    return problem(400, 'Bad Request', `Invalid URL: Cannot parse \`${String(raw)}\` to a \`u64\``);
  }
  return id;
}

/**
 * One record route per scenario: default answers from the fixtures, empty
 * finds nothing (404, as the server with an empty world), errors fail, loading
 * never answers.
 */
function recordHandlers(
  path: string,
  param: string,
  claim: Claim,
  answer: (id: number) => Promise<unknown>,
  noun: string,
) {
  const handler = (find: (id: number) => Promise<unknown>) =>
    http.untyped.get(path, async ({ request, params }) => {
      const id = guard(request, claim, params[param]);
      if (id instanceof Response) return id;
      const body = await find(id);
      return body ? HttpResponse.json(body) : problem(404, 'Not Found', `There is no ${noun} ${id}.`);
    });
  return {
    default: [handler(answer)],
    empty: [handler(async () => null)],
    errors: [
      http.untyped.get(path, () => problem(500, 'Internal Server Error', 'The server could not complete the request.')),
    ],
    loading: [
      http.untyped.get(path, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  };
}

export const transferDetailsHandlers = recordHandlers(
  '/api/admin/transfers/:transferId',
  'transferId',
  'transfer.viewDetails',
  async (id) => {
    const transfer = (await allTransfers()).find((t) => t.TransferId === id);
    if (!transfer) return null;
    const bankAccount = transfer.BankAccountId
      ? ((await bankAccountsStore.find(transfer.BankAccountId)) ?? null)
      : null;
    return { transfer, tradingAccount: await tradingAccountOf(transfer.TradingAccountId), bankAccount };
  },
  'transfer',
);

export const tradeDetailsHandlers = recordHandlers(
  '/api/admin/trades/:tradeId',
  'tradeId',
  'Trade.viewDetails',
  async (id) => (await allTrades()).find((t) => t.TradeId === id) ?? null,
  'trade',
);

const bankAccountDetails = async (id: number) => {
  const bankAccount = await bankAccountsStore.find(id);
  if (!bankAccount) return null;
  const recentTransfers = (await allTransfers())
    .filter((t) => t.BankAccountId === id)
    .sort((a, b) => b.Created.localeCompare(a.Created) || a.TransferId - b.TransferId)
    .slice(0, 20);
  return { bankAccount, tradingAccount: await tradingAccountOf(bankAccount.TradingAccountId), recentTransfers };
};

const manualOverridePayload: z.ZodType<Schemas['ManualOverridePayload']> = z.object({
  manualOverride: z.enum(manualOverrideCodeValues).nullish(),
});
/** The review payload, the empty state included (answered with its own 400 below). */
const reviewPayload = z.object({ reviewState: z.enum(bankReviewStateValues) });

/** The manual override, as the server sets it: F, P, R or null; kept in the offline store. */
const overrideHandler = http.post(
  '/api/admin/bank-accounts/{bankAccountId}/manual-override',
  async ({ request, params }) => {
    const id = guard(request, 'bankAccount.viewDetails', params.bankAccountId);
    if (id instanceof Response) return id;
    const body = await requestBody(request, manualOverridePayload);
    if (body instanceof Response) return body;
    const account = await bankAccountsStore.find(id);
    if (!account) return problem(404, 'Not Found', `There is no bank account ${id}.`);
    const updated = { ...account, ManualOverride: body.manualOverride };
    bankAccountsStore.update(id, updated);
    return HttpResponse.json(updated);
  },
);

/** The review state, as the server sets it: Failed, Passed or Reviewing; kept in the offline store. */
const reviewHandler = http.post('/api/admin/bank-accounts/{bankAccountId}/review', async ({ request, params }) => {
  const id = guard(request, 'bankAccount.viewDetails', params.bankAccountId);
  if (id instanceof Response) return id;
  const body = await requestBody(request, reviewPayload);
  if (body instanceof Response) return body;
  const account = await bankAccountsStore.find(id);
  if (!account) return problem(404, 'Not Found', `There is no bank account ${id}.`);
  // The document offers Failed, Passed and Reviewing only; a client may still send the empty state.
  if (body.reviewState === '') {
    return problem(400, 'Bad Request', 'reviewState: Choose Failed, Passed or Reviewing.', {
      reviewState: ['Choose Failed, Passed or Reviewing.'],
    });
  }
  const updated = { ...account, ReviewState: body.reviewState };
  bankAccountsStore.update(id, updated);
  return HttpResponse.json(updated);
});

const bankAccountRecord = recordHandlers(
  '/api/admin/bank-accounts/:bankAccountId',
  'bankAccountId',
  'bankAccount.viewDetails',
  bankAccountDetails,
  'bank account',
);

export const bankAccountDetailsHandlers = {
  ...bankAccountRecord,
  default: [...bankAccountRecord.default, overrideHandler, reviewHandler],
  /** The server refuses the override (as it would a bank account removed meanwhile). */
  refused: [
    ...bankAccountRecord.default,
    http.post('/api/admin/bank-accounts/{bankAccountId}/manual-override', ({ params }) =>
      problem(404, 'Not Found', `There is no bank account ${String(params.bankAccountId)}.`),
    ),
    http.post('/api/admin/bank-accounts/{bankAccountId}/review', ({ params }) =>
      problem(404, 'Not Found', `There is no bank account ${String(params.bankAccountId)}.`),
    ),
  ],
};
