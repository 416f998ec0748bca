import { expect } from 'storybook/test';

import { type Check, type ScreenOptions, screenStories } from './screen-stories';

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

/** The standard states of a record's screen: its card named `section`, not found when the world is empty. */
export function detailsScreenStories(
  options: Pick<ScreenOptions, 'route' | 'handlers' | 'arabicHeading' | 'populated'> & {
    section: string;
    arabicSection: string;
    notFoundText: RegExp;
  },
) {
  const { section, arabicSection, notFoundText, ...rest } = options;
  return screenStories({
    ...rest,
    // A customer has none of the details claims: MSW answers 403 as the server would.
    limitedAccount: 'customer',
    checks: {
      ready: sectionReady(section),
      readyArabic: sectionReady(arabicSection),
      loading: detailsStillLoading,
      empty: notFound(notFoundText),
    },
  });
}
