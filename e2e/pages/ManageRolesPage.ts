import { expect, type Locator, type Page } from '@playwright/test';

import { openInConsole } from './open-in-console';

/** Manage Roles and its dialogs, by what staff see on them. */
export class ManageRolesPage {
  readonly page: Page;
  readonly table: Locator;

  constructor(page: Page) {
    this.page = page;
    this.table = page.getByRole('table', { name: 'Roles' });
  }

  async goto() {
    await this.page.goto('/app/manageRoles');
    await expect(this.table.getByText('Administrator', { exact: true })).toBeVisible();
  }

  /** Opens the screen in the console already loaded, without a page load (`openInConsole`). */
  async open() {
    await openInConsole(this.page, '/app/manageRoles');
    await expect(this.table.getByText('Administrator', { exact: true })).toBeVisible();
  }

  /** The table row of a role. */
  row(name: string) {
    return this.table.getByRole('row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Picks options of a transfer list by name and moves them to the other list. */
  async move(dialog: Locator, from: string, options: readonly string[], button: string) {
    const list = dialog.getByRole('listbox', { name: from });
    for (const option of options) await list.getByRole('option', { name: new RegExp(`^${option}`) }).click();
    await dialog.getByRole('button', { name: button }).click();
  }

  /** The success alert of spec 4, acknowledged with Ok. */
  async acknowledge(message: string) {
    const alert = this.page.getByRole('alertdialog', { name: message });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Ok' }).click();
    await expect(alert).toBeHidden();
  }

  async openManageUsers(role: string) {
    await this.page.getByRole('button', { name: 'Manage Users' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Manage Users' });
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await this.page.getByRole('option', { name: role, exact: true }).click();
    return dialog;
  }
}
