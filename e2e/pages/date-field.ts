import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * What a date field shows, as MM-dd-yyyy. Waits for the field's three sections first: a screen's
 * heading can show before its filter bar has drawn the field, and an absent field reads as ''.
 */
export async function dateText(field: Locator): Promise<string> {
  const sections = field.getByRole('spinbutton');
  await expect(sections).toHaveCount(3);
  return (await sections.allTextContents()).join('-');
}
