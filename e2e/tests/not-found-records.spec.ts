import { expect, test } from '../fixtures';

// Every detail screen, with the words its not-found text uses for an id the server does not know.
const screens = [
  ['/app/trades/details', 'tradeId', 'Trade Details', 'There is no trade with the id 999999999.'],
  [
    '/app/cashMovement/details',
    'transferId',
    'Transfers Listing Details',
    'There is no transfer with the id 999999999.',
  ],
  [
    '/app/bankaccounts/account',
    'bankAccountId',
    'Bank Accounts Details',
    'There is no bank account with the id 999999999.',
  ],
  ['/app/userAccounts/details', 'userId', 'User Details', 'There is no user 999999999.'],
  ['/app/tradingAccounts/account', 'tradingAccountId', 'Account Details', 'There is no trading account 999999999.'],
] as const;

test.describe('a missing record looks one way on every detail screen (issue 23, item 5)', { tag: '@offline' }, () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test('no id, a malformed id and an unknown id each say so, under the screen title', async ({ page, shell }) => {
    // Fifteen screens, opened in the console as its links do (one page load, not fifteen).
    test.slow();
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
    for (const [path, param, title, unknown] of screens) {
      for (const [query, text] of [
        ['', 'No id was given.'],
        [`?${param}=abc`, '“abc” is not a valid id.'],
        [`?${param}=999999999`, unknown],
      ] as const) {
        await shell.open(`${path}${query}`);
        await expect(shell.heading, `${path}${query}`).toHaveText(title);
        await expect(page).toHaveTitle(`${title} · Back Office Console`);
        // One look: a warning naming what is wrong, as a heading, never "… the id ." with nothing after it.
        await expect(page.getByRole('alert').getByRole('heading', { name: text })).toBeVisible();
      }
    }
  });
});
