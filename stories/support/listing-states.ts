import type { StoryObj } from '@storybook/react-vite';
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
