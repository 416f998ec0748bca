import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/ListingPage';

test.describe('create flows (issue 13, item 5)', () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('a user is created with field-level checks, then found in the users listing', async ({
    page,
    expectAccessible,
  }) => {
    // Many steps on a shared two-core machine: more than the default 30 s.
    test.slow();
    const users = new ListingPage(page, 'Users');
    await users.open('/app/userAccounts/listing');
    await page.getByRole('link', { name: 'Create New User' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create New User' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create New User' });

    // The browser's checks first: required fields and a malformed email.
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByText('This field is required')).toHaveCount(3);
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Kelly');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByText('Enter an email address such as name@example.com.')).toBeVisible();
    await expectAccessible();

    // The server's own field message: a user name a staff member holds.
    await form.getByLabel('Email').fill('grace.kelly@mail.example');
    await form.getByLabel('Username').fill('admin');
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByRole('alert')).toContainText('The user name admin is not available.');
    await form.getByLabel('Username').fill('gracekelly');
    await form.getByRole('button', { name: 'Create user' }).click();

    await expect(page.getByText('User Created Successfully').first()).toBeVisible();
    const another = page.getByRole('alertdialog', { name: 'User Created Successfully' });
    await expect(another).toContainText('Do you want to create another user?');
    await another.getByRole('button', { name: 'Yes' }).click();
    await expect(another).toBeHidden();
    await expect(form.getByLabel('First name')).toHaveValue('');

    await users.goto('/app/userAccounts/listing?search=gracekelly');
    await expect(users.rows).toHaveCount(1);
    await expect(users.rows.first()).toContainText('grace.kelly@mail.example');
  });

  test('No after creating a user opens the new user’s details', { tag: '@offline' }, async ({ page, shell }) => {
    await shell.open('/app/userAccounts/createUser');
    const form = page.getByRole('form', { name: 'Create New User' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email').fill('ada.lovelace@mail.example');
    await form.getByRole('button', { name: 'Create user' }).click();
    await page
      .getByRole('alertdialog', { name: 'User Created Successfully' })
      .getByRole('button', { name: 'No' })
      .click();
    await expect(page).toHaveURL(/\/app\/userAccounts\/details\?userId=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
    await expect(page.getByText('ada.lovelace@mail.example').first()).toBeVisible();
  });

  test('a confirmation is resent, and an unknown email gets the server’s answer', async ({ page, shell }) => {
    await shell.open('/app/userAccounts/resendEmail');
    const form = page.getByRole('form', { name: 'Resend Confirmation' });
    await form.getByLabel('Email').fill('nobody@mail.example');
    await form.getByRole('button', { name: 'Resend' }).click();
    await expect(form.getByRole('alert')).toContainText('No user has the email nobody@mail.example.');
    await form.getByLabel('Email').fill('user10011@mail.example');
    await form.getByRole('button', { name: 'Resend' }).click();
    await expect(form.getByRole('status')).toContainText(
      /The confirmation email was sent to user10011@mail\.example on \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M\./,
    );
  });

  test('an account opened for a customer heads the trading accounts listing', async ({ page, expectAccessible }) => {
    const accounts = new ListingPage(page, 'Trading accounts');
    await accounts.open('/app/tradingAccounts/listing');
    await page.getByRole('link', { name: 'Add account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add account' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add account' });
    await form.getByRole('button', { name: 'Open account' }).click();
    await expect(form.getByText('This field is required')).toHaveCount(2);

    await form.getByRole('combobox', { name: 'Customer' }).fill('user10003');
    await page.getByRole('option', { name: /user10003@mail\.example/ }).click();
    await form.getByRole('combobox', { name: 'Account Type' }).click();
    await page.getByRole('option', { name: 'Roth IRA' }).click();
    await expectAccessible();
    await form.getByRole('button', { name: 'Open account' }).click();
    const opened = form.getByRole('status');
    await expect(opened).toContainText(/Account 5RB\d{8} opened for /);
    const number = /5RB\d{8}/.exec((await opened.textContent()) ?? '')?.[0] ?? '';

    await accounts.goto('/app/tradingAccounts/listing');
    await expect(accounts.rows.first()).toContainText(number);
    await expect(accounts.rows.first()).toContainText('Roth IRA');
  });

  test('a manual transfer heads the cash movement listing, Pending', async ({ page }) => {
    const transfers = new ListingPage(page, 'Bank transfers');
    await transfers.open('/app/cashMovement/listing');
    await page.getByRole('link', { name: 'Create cash movement' }).click();
    const form = page.getByRole('form', { name: 'Create Cash Movement' });
    await form.getByRole('combobox', { name: 'Trading account' }).fill('5RB00100000');
    await page.getByRole('option', { name: /5RB00100000/ }).click();
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'From broker' }).click();
    // The kind follows the type.
    await expect(form.getByRole('combobox', { name: 'Kind' })).toHaveText('Invest');
    await form.getByLabel('Amount (USD)').fill('12.345');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByText('Use whole cents (at most two decimals).')).toBeVisible();
    await form.getByLabel('Amount (USD)').fill('1234.56');
    await form.getByRole('button', { name: 'Create' }).click();
    const created = form.getByRole('status');
    await expect(created).toContainText(/Transfer \d+ created/);
    const id = /Transfer (\d+) created/.exec((await created.textContent()) ?? '')?.[1] ?? '';

    await transfers.goto('/app/cashMovement/listing');
    const first = transfers.rows.first();
    await expect(first).toContainText(id);
    await expect(first).toContainText('From broker');
    await expect(first).toContainText('Pending');
    await expect(first).toContainText('$1,234.56');
  });

  test('a reviewer sets a bank account’s review state, confirmed; the new state shows at once and stays', async ({
    page,
    shell,
  }) => {
    await shell.open('/app/bankaccounts/account?bankAccountId=400000');
    const review = page.getByRole('region', { name: 'Review' });
    const states = page.getByRole('group', { name: 'Set the review state' });
    await states.getByRole('button', { name: 'Reviewing' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change the review state?' });
    await expect(dialog).toContainText('Set bank account 400000 to Reviewing?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Review state set to Reviewing')).toBeVisible();
    await expect(states.getByRole('button', { name: 'Reviewing', pressed: true })).toBeVisible();
    await expect(review).toContainText(/Review state\s*Reviewing/);

    await page.reload();
    await expect(states.getByRole('button', { name: 'Reviewing', pressed: true })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ account: 'analyst' });

  test('staff without users.manage see no create links, and the routes are not found', async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
    const users = new ListingPage(page, 'Users');
    await users.open('/app/userAccounts/listing');
    await expect(page.getByRole('link', { name: 'Create New User' })).toHaveCount(0);
    // Typed in the address bar: a page load.
    await page.goto('/app/tradingAccounts/createUser');
    await expect(page.getByText('Oops, an error has occurred. Page not found!')).toBeVisible();
  });
});
