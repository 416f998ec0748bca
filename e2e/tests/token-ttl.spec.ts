import { expect, test } from '../fixtures';

/**
 * Against a server started with `--token-ttl 5` (the `short-token` project):
 * real expiry, no clock tricks. The user keeps working past 5 s with no
 * visible error, and the journal shows one refresh per expiry, not per call.
 */
test('with 5-second tokens a signed-in user keeps working, one refresh per expiry', async ({
  page,
  signInPage,
  tradingAccountsPage,
  mock,
}) => {
  test.setTimeout(45_000);
  await signInPage.goto();
  await signInPage.signIn('admin');
  await expect(tradingAccountsPage.rows).toHaveCount(26);

  await page.waitForTimeout(6_000);
  // Three calls at once: the listing and both header feeds.
  await page.reload();
  await expect(tradingAccountsPage.rows).toHaveCount(26);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => (await mock.refreshes()).length).toBe(1);

  await page.waitForTimeout(6_000);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^26–50 of \d+$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => (await mock.refreshes()).length).toBe(2);
});
