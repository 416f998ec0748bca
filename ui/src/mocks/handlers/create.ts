import { accountTypeValues, cashMovementKindValues, membershipLevelValues, transferTypeValues } from '@openapi/enums';
import type { components } from '@openapi/schema';
import { z } from 'zod';

import { fromFixtures } from '../clock';
import { db } from '../db';
import { fixture } from '../fixtures';
import { delay, http, HttpResponse, problem, requestBody } from '../http';
import { offlineCollection } from '../store';
import { expiredToken, isExpired, userOf } from './auth';

type Schemas = components['schemas'];
type Claim = Schemas['SignedInUser']['Claims'][number];
type Customer = Schemas['Customer'];
type TradingAccount = Schemas['TradingAccount'];
type Transfer = Schemas['Transfer'];
type Errors = Record<string, string[]>;

/** The users the listing shows: the fixtures' and those created here (kept across reloads offline). */
export const usersStore = offlineCollection('customers', db.customers, (user) => user.UserId);
/** The trading accounts: the fixtures' and those opened here. */
export const tradingAccountsStore = offlineCollection(
  'tradingAccounts',
  fromFixtures(fixture<TradingAccount[]>('tradingAccounts')),
  (account) => account.TradingAccountId,
);
/** The transfers: the fixtures' and the manual ones recorded here. */
export const transfersStore = offlineCollection(
  'transfers',
  fromFixtures(fixture<Transfer[]>('transfers')),
  (transfer) => transfer.TransferId,
);
const allBankAccounts = fromFixtures(fixture<Schemas['BankAccount'][]>('bankAccounts'));
const allTrades = fromFixtures(fixture<Schemas['Trade'][]>('trades'));

const createUserPayload: z.ZodType<Schemas['CreateUserPayload']> = z.object({
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  MembershipLevel: z.literal(membershipLevelValues).nullish(),
  Phone: z.string().nullish(),
  UserName: z.string().nullish(),
});
const resendPayload: z.ZodType<Schemas['ResendConfirmationPayload']> = z.object({ Email: z.string() });
const openAccountPayload: z.ZodType<Schemas['OpenTradingAccountPayload']> = z.object({
  AccountType: z.literal(accountTypeValues),
  UserId: z.int(),
});
const transferPayload: z.ZodType<Schemas['CreateTransferPayload']> = z.object({
  Amount: z.number(),
  Date: z.string(),
  Kind: z.enum(cashMovementKindValues),
  TradingAccountId: z.int(),
  Type: z.enum(transferTypeValues),
});

/** The server's checks before a write: a valid token holding the claim. */
function refusal(request: Request, claim: Claim): Response | null {
  if (isExpired(request)) return expiredToken();
  const user = userOf(request);
  if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
  if (!user.Claims.includes(claim)) return problem(403, 'Forbidden', `This operation requires the claim ${claim}.`);
  return null;
}

/** A 400 naming each field, as the server words it. */
function badRequest(errors: Errors) {
  const detail = Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages[0]}`)
    .join(' ');
  return problem(400, 'Bad Request', detail, errors);
}

const EMAIL = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/;
const USER_NAME = /^[A-Za-z0-9._-]{3,32}$/;
const PHONE = /^[0-9 +\-()]{0,20}$/;
const DAY_MS = 86_400_000;

const taken = async (name: string) =>
  (await usersStore.all()).some((user) => user.UserName.toLowerCase() === name.toLowerCase());

/** The server's user name from an email: the local part's allowed characters, then a number if taken. */
async function derivedUserName(email: string) {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 28);
  if (base.length < 3) base += 'user';
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) if (!(await taken(`${base}${n}`))) return `${base}${n}`;
}

const createUser = http.post('/api/admin/users', async ({ request }) => {
  const refused = refusal(request, 'users.manage');
  if (refused) return refused;
  const body = await requestBody(request, createUserPayload);
  if (body instanceof Response) return body;
  const errors: Errors = {};
  const first = body.FirstName.trim();
  const last = body.LastName.trim();
  if (!first || first.length > 50) errors.FirstName = ['Use 1 to 50 characters.'];
  if (!last || last.length > 50) errors.LastName = ['Use 1 to 50 characters.'];
  if (!EMAIL.test(body.Email) || body.Email.length > 254) {
    errors.Email = ['Enter an email address such as name@example.com.'];
  }
  if (body.UserName && !USER_NAME.test(body.UserName)) {
    errors.UserName = ['Use 3 to 32 letters, digits, dots, underscores or hyphens.'];
  }
  if (!PHONE.test(body.Phone ?? '')) errors.Phone = ['Use at most 20 digits, spaces, +, - and parentheses.'];
  if (Object.keys(errors).length) return badRequest(errors);
  const email = body.Email.toLowerCase();
  const users = await usersStore.all();
  if (users.some((user) => user.Email.toLowerCase() === email)) {
    return problem(409, 'Conflict', `A user with the email ${email} exists.`);
  }
  if (body.UserName && (await taken(body.UserName))) {
    return problem(409, 'Conflict', `The user name ${body.UserName} is not available.`);
  }
  const user: Customer = {
    UserId: Math.max(...users.map((row) => row.UserId)) + 1,
    UserName: body.UserName || (await derivedUserName(email)),
    FirstName: first,
    LastName: last,
    Email: email,
    EmailConfirmed: false,
    Phone: body.Phone ?? '',
    Country: 'US',
    MembershipLevel: body.MembershipLevel ?? 1,
    OnboardingStatus: 'Unknown',
    Active: true,
    Created: new Date().toISOString(),
  };
  usersStore.create(user);
  return HttpResponse.json(user, { status: 201 });
});

const resendConfirmation = http.post('/api/admin/users/resend-confirmation', async ({ request }) => {
  const refused = refusal(request, 'users.manage');
  if (refused) return refused;
  const body = await requestBody(request, resendPayload);
  if (body instanceof Response) return body;
  const email = body.Email.trim().toLowerCase();
  const user = (await usersStore.all()).find((row) => row.Email.toLowerCase() === email);
  if (!user) return problem(404, 'Not Found', `No user has the email ${email}.`);
  if (user.EmailConfirmed) return problem(409, 'Conflict', `${email} is already confirmed.`);
  return HttpResponse.json({ Message: 'Success', Email: user.Email, Sent: new Date().toISOString() });
});

const openTradingAccount = http.post('/api/admin/trading-accounts', async ({ request }) => {
  const refused = refusal(request, 'users.manage');
  if (refused) return refused;
  const body = await requestBody(request, openAccountPayload);
  if (body instanceof Response) return body;
  const errors: Errors = {};
  const owner = (await usersStore.all()).find((user) => user.UserId === body.UserId);
  if (!owner) errors.UserId = [`There is no customer ${body.UserId}.`];
  if (body.AccountType === 0) errors.AccountType = ['Choose an account type other than Unknown.'];
  if (!owner || Object.keys(errors).length) return badRequest(errors);
  const used = new Set((await tradingAccountsStore.all()).map((account) => account.TradingAccountId));
  const id = Array.from({ length: 10 }, (_, slot) => owner.UserId * 10 + slot).find(
    (candidate) => !used.has(candidate),
  );
  if (id === undefined) {
    return problem(409, 'Conflict', `${owner.FirstName} ${owner.LastName} already holds 10 trading accounts.`);
  }
  const account: TradingAccount = {
    TradingAccountId: id,
    AccountNumber: `5RB${String(id).padStart(8, '0')}`,
    AccountType: body.AccountType,
    UserId: owner.UserId,
    FullName: `${owner.FirstName} ${owner.LastName}`,
    Email: owner.Email,
    CashBalance: 0,
    Created: new Date().toISOString(),
  };
  tradingAccountsStore.create(account);
  return HttpResponse.json(account, { status: 201 });
});

const DIRECTION: Record<Transfer['Type'], Transfer['Kind']> = {
  BankDeposit: 'INVEST',
  BankWithdraw: 'WITHDRAW',
  SmartfolioInvest: 'INVEST',
  SmartfolioWithdraw: 'WITHDRAW',
  FromBroker: 'INVEST',
};

const createTransfer = http.post('/api/admin/transfers', async ({ request }) => {
  const refused = refusal(request, 'users.manage');
  if (refused) return refused;
  const body = await requestBody(request, transferPayload);
  if (body instanceof Response) return body;
  const errors: Errors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const id = body.TradingAccountId;
  const account = (await tradingAccountsStore.all()).find((row) => row.TradingAccountId === id);
  if (!account) add('TradingAccountId', `There is no trading account ${id}.`);
  const direction = DIRECTION[body.Type];
  if (body.Kind !== direction) add('Kind', `A ${body.Type} transfer is ${direction}; choose ${direction}.`);
  const cents = Math.round(body.Amount * 100);
  if (!Number.isFinite(body.Amount) || body.Amount <= 0 || body.Amount > 1_000_000) {
    add('Amount', 'Enter an amount more than 0 and at most 1,000,000.');
  } else if (Math.abs(body.Amount * 100 - cents) > 1e-6) {
    add('Amount', 'Use whole cents (at most two decimals).');
  }
  const now = Date.now();
  const day = Date.parse(`${body.Date}T00:00:00Z`);
  const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  if (day > today + DAY_MS) add('Date', 'The date cannot be in the future.');
  if (account && day < Date.parse(`${account.Created.slice(0, 10)}T00:00:00Z`)) {
    add('Date', 'The date cannot be before the account was opened.');
  }
  const bankAccounts = await allBankAccounts();
  const bank = account && bankAccounts.find((row) => row.TradingAccountId === account.TradingAccountId);
  const usesBank = body.Type === 'BankDeposit' || body.Type === 'BankWithdraw';
  if (account && usesBank && !bank) {
    add('Type', 'This account has no linked bank account; choose a smartfolio or broker movement.');
  }
  if (!account || Object.keys(errors).length) return badRequest(errors);
  const created = day >= today ? new Date(now).toISOString() : new Date(day + DAY_MS / 2).toISOString();
  const watch: Transfer['WatchlistTypes'] = [];
  if (now - Date.parse(account.Created) <= 90 * DAY_MS) watch.push('AccountsWithin90Days');
  if (bankAccounts.filter((row) => row.TradingAccountId === id).length > 1) watch.push('MultipleBanks');
  if (!(await allTrades()).some((trade) => trade.TradingAccountId === id)) watch.push('NoTrades');
  const transfer: Transfer = {
    TransferId: Math.max(...(await transfersStore.all()).map((row) => row.TransferId)) + 1,
    TradingAccountId: id,
    UserId: account.UserId,
    BankAccountId: usesBank && bank ? bank.BankAccountId : null,
    Type: body.Type,
    Kind: body.Kind,
    Status: 'Pending',
    Amount: cents / 100,
    WatchlistTypes: watch,
    Created: created,
    Processed: null,
  };
  transfersStore.create(transfer);
  return HttpResponse.json(transfer, { status: 201 });
});

const writes = [
  ['/api/admin/users', createUser],
  ['/api/admin/users/resend-confirmation', resendConfirmation],
  ['/api/admin/trading-accounts', openTradingAccount],
  ['/api/admin/transfers', createTransfer],
] as const;

/**
 * The create flows' writes per scenario: default and empty answer as the
 * server does (stateful), errors fail with a 500, loading never answers.
 */
export const createHandlers = {
  default: writes.map(([, handler]) => handler),
  empty: writes.map(([, handler]) => handler),
  errors: writes.map(([path]) =>
    http.untyped.post(path, () => problem(500, 'Internal Server Error', 'The server could not complete the request.')),
  ),
  loading: writes.map(([path]) =>
    http.untyped.post(path, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};
