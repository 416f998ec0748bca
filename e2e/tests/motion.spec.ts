import type { Locator } from '@playwright/test';

import { expect, test } from '../fixtures';

/** The CSS transition durations an element runs with, as the browser has computed them. */
const transitionDurations = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).transitionDuration.split(', '));

/**
 * The console follows the system's reduced-motion setting (WCAG 2.3.3): the journeys run with it
 * on (playwright.config.ts, as a user may have it), and this journey runs once with motion as most
 * users have it, so the moving path stays covered too.
 */
for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`with prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ account: 'admin', reducedMotion });

    test('a dialog opens and closes from the user menu, and moves only if the system lets it', async ({
      page,
      shell,
    }) => {
      await page.goto('/');
      await expect(shell.heading).toHaveText('Trading Accounts');
      // The header's buttons change colour on hover and focus in a transition.
      const button = await transitionDurations(page.getByRole('button', { name: 'Account menu of Ada Lovelace' }));
      const menu = await shell.openUserMenu('Ada Lovelace');
      await menu.getByRole('menuitem', { name: 'Impersonate a customer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Impersonate a customer' });
      await expect(dialog.getByRole('textbox', { name: 'Customer user name' })).toBeVisible();

      // The dialog fades in: MUI's Fade on its container.
      const fade = await transitionDurations(dialog.locator('xpath=..'));
      if (reducedMotion === 'reduce') {
        expect(fade.every((duration) => duration === '0s')).toBe(true);
        expect(button.every((duration) => duration === '0s')).toBe(true);
      } else {
        expect(fade.some((duration) => duration !== '0s')).toBe(true);
        expect(button.some((duration) => duration !== '0s')).toBe(true);
      }

      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(shell.heading).toHaveText('Trading Accounts');
    });
  });
}
