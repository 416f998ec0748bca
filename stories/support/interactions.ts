import { expect, userEvent, waitFor, within } from 'storybook/test';

/** How long a play waits for what follows a call: enough for a busy 2-core machine, short enough to fail fast. */
export const wait = { timeout: 5000 };

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
