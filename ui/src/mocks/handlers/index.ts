import { authHandlers } from './auth';
import { feedsHandlers } from './feeds';
import { bankAccountsHandlers, tradesHandlers, transfersHandlers, usersHandlers } from './listings';
import { metaHandlers } from './meta';
import { tradingAccountsHandlers } from './trading-accounts';

/**
 * Every handler, grouped by area in MSW-Storybook's object form, so a story
 * can override one group (`tradingAccounts: tradingAccountsHandlers.empty`)
 * and inherit the rest.
 */
export const handlers = {
  auth: authHandlers,
  tradingAccounts: tradingAccountsHandlers.default,
  transfers: transfersHandlers.default,
  trades: tradesHandlers.default,
  bankAccounts: bankAccountsHandlers.default,
  users: usersHandlers.default,
  feeds: feedsHandlers.default,
  meta: metaHandlers.default,
};

export const allHandlers = Object.values(handlers).flat();

export {
  authHandlers,
  bankAccountsHandlers,
  feedsHandlers,
  metaHandlers,
  tradesHandlers,
  tradingAccountsHandlers,
  transfersHandlers,
  usersHandlers,
};
