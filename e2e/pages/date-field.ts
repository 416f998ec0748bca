import type { Locator, Page } from '@playwright/test';

/** A date field: a group named by its label, holding the month, day and year spinbuttons. */
export function dateField(scope: Page | Locator, label: string | RegExp): Locator {
  return scope.getByRole('group', { name: label });
}

/** The digits staff type for a day (MMddyyyy), of its UTC date. */
export function dateDigits(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${date.getUTCFullYear()}`;
}

/**
 * Types digits into a date field as staff do (an MUI X field takes them section by section):
 * 01012020 fills the month, the day and the year.
 */
export async function typeDate(field: Locator, digits: string) {
  await field.getByRole('spinbutton', { name: 'Month' }).click();
  await field.page().keyboard.type(digits);
}

/** What a date field shows, as MM-dd-yyyy. */
export async function dateText(field: Locator): Promise<string> {
  return (await field.getByRole('spinbutton').allTextContents()).join('-');
}
