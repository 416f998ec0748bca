import { expect, type Locator, type Page } from '@playwright/test';

/** The sign-in screen, by what staff see on it. */
export class SignInPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.username = page.getByRole('textbox', { name: 'Username' });
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.alert = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/signin');
    await expect(this.username).toBeVisible();
  }

  async signIn(username: string, password = 'password') {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /**
   * Signs in and waits until the console has left the sign-in page: a navigation while the
   * sign-in is still in flight lands back on it (seen under load, through the validating proxy).
   */
  async signedIn(username: string, password = 'password') {
    await this.signIn(username, password);
    await expect(this.page).not.toHaveURL(/\/signin/, { timeout: 30_000 });
  }
}
