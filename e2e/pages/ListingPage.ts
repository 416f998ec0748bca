import { expect, type Locator, type Page } from '@playwright/test';

import { dateField, dateText, typeDate } from './date-field';
import { openInConsole } from './open-in-console';

/** Any listing screen on the shared DataTable, by what staff see on it. */
export class ListingPage {
  readonly page: Page;
  readonly table: Locator;
  readonly rows: Locator;
  readonly displayed: Locator;
  readonly nextPage: Locator;
  readonly rowsPerPage: Locator;

  constructor(page: Page, tableName: string) {
    this.page = page;
    this.table = page.getByRole('table', { name: tableName });
    // Body rows only: the header row has column headers, not cells.
    this.rows = this.table.locator('tbody tr:not([data-testid])');
    this.displayed = page.getByText(/^\d+–\d+ of \d+$/);
    this.nextPage = page.getByRole('button', { name: 'Go to next page' });
    this.rowsPerPage = page.getByRole('combobox', { name: /Rows per page/ });
  }

  /** Opens the listing and waits for its first answer (the pager counts from 0 of 0 until then). */
  async goto(path: string) {
    await this.page.goto(path);
    await this.settled();
  }

  /** Opens the listing in the console already loaded, without a page load (`openInConsole`), and waits alike. */
  async open(path: string) {
    await openInConsole(this.page, path);
    await this.settled();
  }

  /** Waits until the table has its answer: no request in flight, and the pager shows its count. */
  async settled() {
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
    await expect(this.displayed).toBeVisible();
  }

  /**
   * Waits until the table shows rows and every one of them contains the text: after a search or
   * a filter, the previous rows stay on screen until the new answer replaces them.
   */
  async expectEveryRow(text: string) {
    await expect
      .poll(async () => {
        const texts = await this.rows.allInnerTexts();
        return texts.length > 0 && texts.every((row) => row.includes(text));
      })
      .toBe(true);
  }

  header(name: string) {
    return this.table.getByRole('columnheader', { name });
  }

  async sortBy(name: string) {
    await this.table.getByRole('button', { name, exact: true }).click();
  }

  async choosePageSize(label: string) {
    await this.rowsPerPage.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** A date field of the screen, by its label. */
  dateField(label: string) {
    return dateField(this.page, label);
  }

  /** What a date field shows, as MM-dd-yyyy. */
  async dateText(label: string) {
    return dateText(this.dateField(label));
  }

  /** Types digits into a date field as staff do: 01012020 fills the month, the day and the year. */
  async typeDate(label: string, digits: string) {
    await typeDate(this.dateField(label), digits);
  }

  async chooseFilter(label: string, option: string) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
