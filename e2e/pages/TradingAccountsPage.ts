import { type Locator, type Page } from '@playwright/test';

/** /app/tradingAccounts/listing, the landing page. */
export class TradingAccountsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Trading Accounts', level: 1 });
    this.table = page.getByRole('table', { name: 'Trading accounts' });
    this.rows = this.table.getByRole('row');
  }
}
