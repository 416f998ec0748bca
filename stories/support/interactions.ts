import { expect, userEvent, waitFor, within } from 'storybook/test';

/** How long a play waits for what follows a call: enough for a busy 2-core machine, short enough to fail fast. */
export const wait = { timeout: 15_000 };

/** The whole page: dialogs, menus and toasts portal to the body, outside the story's canvas. */
export const screen = () => within(document.body);

/** Types a whole text at once, as a paste: quicker than key by key, with the same change events. */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/**
 * A dialog once it shows, queried within. MUI's dialogs fade in from opacity 0, which
 * `toBeVisible` counts as hidden: a check of the text inside right after the dialog is found
 * failed whenever the fade had not started yet.
 */
export async function findDialog(name?: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen().findByRole(role, name === undefined ? {} : { name }, wait);
  await waitFor(() => expect(dialog).toBeVisible(), wait);
  return within(dialog);
}

/** Picks an option; the field shows once the options have loaded (a skeleton until then). */
export async function choose(dialog: ReturnType<typeof within>, field: string, option: string) {
  await userEvent.click(await dialog.findByRole('combobox', { name: new RegExp(`^${field}`) }, wait));
  await userEvent.click(await screen().findByRole('option', { name: option }, wait));
}

/** Types a date into an MUI X field: its sections take the digits in turn (MM-dd-yyyy). */
export async function typeDate(dialog: ReturnType<typeof within>, label: string, digits: string) {
  const group = await dialog.findByRole('group', { name: new RegExp(`^${label}`) }, wait);
  await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard(digits);
}

/** Next year, for dates the notification form takes (no past dates). */
export const nextYear = String(new Date().getUTCFullYear() + 1);

/** Fills the notification dialog with a whole push notification the server accepts. */
export async function fillPushNotification(dialog: ReturnType<typeof within>) {
  await fill(dialog.getByRole('textbox', { name: /^Title/ }), 'Holiday hours');
  await fill(dialog.getByRole('textbox', { name: /^Description/ }), 'Markets close early on Friday.');
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Push' }));
  await typeDate(dialog, 'Start date', `0102${nextYear}`);
  await choose(dialog, 'Color', 'Red');
  await choose(dialog, 'Icon', 'Bell');
  await choose(dialog, 'Action type', 'Full-screen HTML');
  await fill(dialog.getByRole('textbox', { name: /^HTML content/ }), '<p>Hello</p>');
}
