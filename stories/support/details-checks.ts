import { expect } from 'storybook/test';

import type { Check } from './screen-stories';

/** Ready: the record's card (a named section) shows. */
export const sectionReady =
  (name: string): Check =>
  async (canvas) => {
    await expect(await canvas.findByRole('region', { name })).toBeVisible();
  };

/** Still loading: the skeleton card stays busy (the loading handler never answers). */
export const detailsStillLoading: Check = async (canvas) => {
  await expect(await canvas.findByTestId('details-skeleton')).toHaveAttribute('aria-busy', 'true');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await expect(canvas.getByTestId('details-skeleton')).toBeVisible();
};

/** Not found: the record's not-found text, and no skeleton left. */
export const notFound =
  (text: RegExp): Check =>
  async (canvas) => {
    await expect(await canvas.findByText(text)).toBeVisible();
    await expect(canvas.queryByTestId('details-skeleton')).toBeNull();
  };
