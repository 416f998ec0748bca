import type { StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect } from 'storybook/test';

type Canvas = Parameters<NonNullable<StoryObj['play']>>[0]['canvas'];

/**
 * Still loading: the table is busy with skeleton rows, and it stays so (the
 * loading handler never answers), so a page that loads its rows fails this.
 */
export async function expectStillLoading(canvas: Canvas, table: string) {
  await expect(canvas.getByRole('table', { name: table })).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
  // Half a second on, still skeleton and busy: no rows, no empty text.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await expect(canvas.getAllByTestId('skeleton-row')[0]).toBeVisible();
  await expect(canvas.getByRole('table', { name: table })).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.queryByText('No Records to Display')).toBeNull();
}

/** No rows: spec 8's empty text, and no skeleton left. */
export async function expectEmpty(canvas: Canvas) {
  await expect(await canvas.findByText('No Records to Display')).toBeVisible();
  await expect(canvas.queryAllByTestId('skeleton-row')).toHaveLength(0);
}

/** The request failed: the error text and its retry button. */
export async function expectFailed(canvas: Canvas) {
  await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
}

/** Arabic: the heading translated, the document right to left, the rows loaded. */
export async function expectArabic(canvas: Canvas, heading: string) {
  await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
  await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  await expect(await canvas.findByText(/^\d+–\d+ من \d+$/)).toBeVisible();
}

/** The handlers of a listing in each scenario, as `listingHandlers` makes them. */
interface ScenarioHandlers {
  loading: unknown;
  empty: unknown;
  errors: unknown;
}

export interface ListingStatesOptions {
  /** The group of the listing's MSW handlers (a key of the preview's `handlers`). */
  group: string;
  handlers: ScenarioHandlers;
  /** The table's accessible name, in English. */
  table: string;
  /** The screen's heading in Arabic. */
  arabicHeading: string;
  /** The spec 8 empty text, 'No Records to Display' unless given. */
  emptyText?: string;
  /** The column of the spec 9 default sort and its direction, for the populated state. */
  sorted?: { column: RegExp; direction: 'ascending' | 'descending' };
  /** For a file of several screens: the screen, and the route it is at. */
  render?: () => ReactElement;
  route?: string;
}

type Play = NonNullable<StoryObj['play']>;

/**
 * The states every listing screen shows: the first page (25 rows in the
 * spec 9 sort), still loading, empty, failed, and Arabic. A stories file exports each (`export const Loading: Story =
 * states.loading`), so every listing has them, checked the same way.
 */
export function listingStates(options: ListingStatesOptions) {
  const screen = options.render ? { render: options.render } : {};
  const route = options.route ? { route: options.route } : {};
  const scenario = (handlers: unknown) => ({ ...route, msw: { handlers: { [options.group]: handlers } } });
  const populated: Play = async ({ canvas }) => {
    await canvas.findByText(/^1–25 of \d+$/);
    await expect(canvas.getByRole('table', { name: options.table }).querySelectorAll('tbody tr')).toHaveLength(25);
    if (options.sorted) {
      const { column, direction } = options.sorted;
      await expect(canvas.getByRole('columnheader', { name: column })).toHaveAttribute('aria-sort', direction);
    }
  };
  const loading: Play = async ({ canvas }) => expectStillLoading(canvas, options.table);
  const empty: Play = async ({ canvas }) => {
    await expect(await canvas.findByText(options.emptyText ?? 'No Records to Display')).toBeVisible();
    await expect(canvas.queryAllByTestId('skeleton-row')).toHaveLength(0);
  };
  const failed: Play = async ({ canvas }) => expectFailed(canvas);
  const arabic: Play = async ({ canvas }) => expectArabic(canvas, options.arabicHeading);
  return {
    populated: { ...screen, parameters: route, play: populated },
    loading: { ...screen, parameters: scenario(options.handlers.loading), play: loading },
    empty: { ...screen, parameters: scenario(options.handlers.empty), play: empty },
    failed: { ...screen, parameters: scenario(options.handlers.errors), play: failed },
    arabic: { ...screen, parameters: route, globals: { locale: 'ar' }, play: arabic },
  } satisfies Record<string, StoryObj>;
}
