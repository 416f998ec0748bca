import { authHandlers } from './auth';
import { feedsHandlers } from './feeds';
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
  feeds: feedsHandlers.default,
  meta: metaHandlers.default,
};

export const allHandlers = Object.values(handlers).flat();

export { authHandlers, feedsHandlers, metaHandlers, tradingAccountsHandlers };
