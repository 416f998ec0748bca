import { expect, type Locator, type Page } from '@playwright/test';

import { openInConsole } from './open-in-console';

/** The frame around every /app page: header, side menu, banners, footer. */
export class ShellPage {
  readonly page: Page;
  readonly sideMenu: Locator;
  readonly heading: Locator;
  /** The sidebar drawer, with the profile card above the menu. */
  readonly drawer: Locator;

  constructor(page: Page) {
    this.page = page;
    this.sideMenu = page.getByRole('navigation', { name: 'Main navigation' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.drawer = page.locator('#app-drawer');
  }

  /** Opens a path in the console already loaded, without a page load (`openInConsole`). */
  async open(path: string) {
    await openInConsole(this.page, path);
  }

  /** A side-menu entry: a link, or a group's header button. */
  menuEntry(name: string): Locator {
    return this.sideMenu
      .getByRole('link', { name, exact: true })
      .or(this.sideMenu.getByRole('button', { name, exact: true }));
  }

  async openUserMenu(name: string) {
    await this.page.getByRole('button', { name: `Account menu of ${name}` }).click();
    return this.page.getByRole('menu', { name: `Account menu of ${name}` });
  }

  /** Starts impersonating a customer from the account menu; returns the dialog (it closes once it worked). */
  async impersonate(staffName: string, customerUserName: string) {
    const menu = await this.openUserMenu(staffName);
    await menu.getByRole('menuitem', { name: 'Impersonate a customer' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Impersonate a customer' });
    await dialog.getByRole('textbox', { name: 'Customer user name' }).fill(customerUserName);
    await dialog.getByRole('button', { name: 'Impersonate' }).click();
    return dialog;
  }

  async chooseLanguage(current: string, language: string) {
    await this.page.getByRole('button', { name: new RegExp(`: ${current}$`) }).click();
    await this.page.getByRole('menuitem', { name: language }).click();
  }

  /** The mock server's scenario picker beside the Env label (non-production environments only). */
  get scenarioPicker(): Locator {
    return this.page.getByRole('combobox', { name: 'Scenario' });
  }

  /** Picks a scenario by its title in the picker; the console opens its route. */
  async chooseScenario(title: string) {
    await this.scenarioPicker.click();
    await this.page.getByRole('option', { name: title, exact: true }).click();
    await expect(this.scenarioPicker).toHaveText(title);
  }

  /** Searches the time-zone list and picks the first match, or the match named `option`. */
  async chooseTimeZone(search: string, option?: RegExp) {
    await this.page.getByRole('button', { name: /^Time zone: / }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Time zone: / });
    await dialog.getByRole('textbox', { name: 'Search time zones' }).fill(search);
    await (option ? dialog.getByRole('button', { name: option }) : dialog.getByRole('button').first()).click();
    // The list closes half a second after a choice (spec 2).
    await expect(dialog).toBeHidden();
  }
}
