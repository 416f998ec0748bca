import { userEvent, within } from 'storybook/test';

/** How long a play waits for what follows a call: enough for a busy 2-core machine, short enough to fail fast. */
export const wait = { timeout: 5000 };

/** The whole page: dialogs, menus and toasts portal to the body, outside the story's canvas. */
export const screen = () => within(document.body);

/** Types a whole text at once, as a paste: quicker than key by key, with the same change events. */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
