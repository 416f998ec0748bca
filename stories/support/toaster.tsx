import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { Toaster } from '@/components/Toaster';

/** The shell's toast (bottom centre), for a screen rendered without the shell: its success and failure messages show. */
export const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster />
  </>
);

/** A toast with this text has opened and shows (it grows in, so its visibility is awaited). */
export async function expectToast(text: string | RegExp) {
  await waitFor(
    () => {
      const toast = within(document.body)
        .getAllByRole('alert')
        .find((alert) =>
          typeof text === 'string' ? alert.textContent?.includes(text) : text.test(alert.textContent ?? ''),
        );
      expect(toast).toBeVisible();
    },
    { timeout: 5000 },
  );
}
