import { expect, type Locator, type Page } from '@playwright/test';

import { dateDigits, dateField, dateText, typeDate } from './date-field';
import { openInConsole } from './open-in-console';

/** The Notification screen and its dialog, by what staff see on them. */
export class NotificationsPage {
  readonly page: Page;
  readonly table: Locator;
  readonly displayed: Locator;

  constructor(page: Page) {
    this.page = page;
    this.table = page.getByRole('table', { name: 'Notifications' });
    this.displayed = page.getByText(/^\d+–\d+ of \d+$/);
  }

  async goto() {
    await this.page.goto('/app/notification');
    await expect(this.displayed).toBeVisible();
  }

  /** Opens the screen in the console already loaded, without a page load (`openInConsole`). */
  async open() {
    await openInConsole(this.page, '/app/notification');
    await expect(this.table).toBeVisible();
    await expect(this.displayed).toBeVisible();
  }

  async openCreate() {
    await this.page.getByRole('button', { name: 'Add Notification' }).click();
    return this.page.getByRole('dialog', { name: 'Create Notification' });
  }

  /** A select of the dialog, by its label, set to the option shown as `option`. */
  async choose(dialog: Locator, field: string, option: string) {
    await dialog.getByRole('combobox', { name: new RegExp(`^${field}`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Types a day into a date field of the dialog, and waits until the field shows it. */
  async typeDate(dialog: Locator, label: string, date: Date) {
    const field = dateField(dialog, new RegExp(`^${label}`));
    const digits = dateDigits(date);
    await typeDate(field, digits);
    await expect.poll(() => dateText(field)).toBe(`${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`);
  }

  /** Title, description, the channels, dates, colour and icon: what every notification needs. */
  async fillCommon(
    dialog: Locator,
    values: { title: string; inApp?: boolean; push?: boolean; start: Date; end?: Date },
  ) {
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(values.title);
    await dialog.getByRole('textbox', { name: /^Description/ }).fill(`${values.title}: read it in the app.`);
    if (values.inApp) await dialog.getByRole('checkbox', { name: 'In App' }).check();
    if (values.push) await dialog.getByRole('checkbox', { name: 'Push' }).check();
    await this.typeDate(dialog, 'Start date', values.start);
    if (values.end) await this.typeDate(dialog, 'End date', values.end);
    await this.choose(dialog, 'Color', 'Teal');
    await this.choose(dialog, 'Icon', 'Information');
  }

  /** The toast of spec 8 after a write. */
  async expectToast(text: string) {
    await expect(this.page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  }

  row(title: string) {
    return this.table.getByRole('row').filter({ has: this.page.getByText(title, { exact: true }) });
  }
}
